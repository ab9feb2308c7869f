import type { Language } from '@slovo/contracts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

const TEXTS = {
  uk: {
    subject: 'Діагностична карта: {child}',
    intro: 'Вам надіслали діагностичну карту дитини ({child}). Відправник: {sender}.',
    introNoSender: 'Вам надіслали діагностичну карту дитини ({child}).',
    action: 'Відкрити карту',
    note: 'Відповіді карти є лише в Slovo: увійдіть, щоб їх прочитати.',
  },
  ru: {
    subject: 'Диагностическая карта: {child}',
    intro: 'Вам отправили диагностическую карту ребёнка ({child}). Отправитель: {sender}.',
    introNoSender: 'Вам отправили диагностическую карту ребёнка ({child}).',
    action: 'Открыть карту',
    note: 'Ответы карты есть только в Slovo: войдите, чтобы их прочитать.',
  },
  en: {
    subject: 'Diagnostic card for {child}',
    intro: '{sender} has sent you the diagnostic card for {child}.',
    introNoSender: 'You have been sent the diagnostic card for {child}.',
    action: 'Open the card',
    note: "The card's answers are only in Slovo: sign in to read them.",
  },
  pl: {
    subject: 'Karta diagnostyczna: {child}',
    intro: 'Wysłano Ci kartę diagnostyczną dziecka ({child}). Nadawca: {sender}.',
    introNoSender: 'Wysłano Ci kartę diagnostyczną dziecka ({child}).',
    action: 'Otwórz kartę',
    note: 'Odpowiedzi z karty są tylko w Slovo: zaloguj się, aby je przeczytać.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The child's first name: a card's e-mail names nobody further (decision 035). */
export const readFirstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * The therapist is told a card was sent, in their account's language: the child by first name,
 * who sent it, and a link to the card. Never its answers.
 */
export function buildCardSentMail(input: {
  to: string;
  lang: Language;
  childName: string;
  senderName: string | null;
  url: string;
}): MailMessage {
  const t = TEXTS[input.lang];
  const values = { child: readFirstName(input.childName), sender: input.senderName ?? '' };
  return render({
    kind: 'diagnostic-card-sent',
    to: input.to,
    subject: fill(t.subject, values),
    paragraphs: [fill(input.senderName ? t.intro : t.introNoSender, values), t.note],
    action: { label: t.action, url: input.url },
  });
}
