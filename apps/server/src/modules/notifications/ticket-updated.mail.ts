import type { Language, TicketState } from '@slovo/contracts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

type Texts = {
  subject: string;
  about: string;
  general: string;
  reply: string;
  states: Record<TicketState, string>;
  reason: string;
  action: string;
};

const TEXTS = {
  uk: {
    subject: 'Ваше звернення №{id}',
    about: 'щодо мікроблоку «{title}»',
    general: 'загальне',
    reply: 'Нова відповідь на ваше звернення №{id} ({about}). Автор: {actor}.',
    states: {
      new: 'Ваше звернення №{id} ({about}) знову нове.',
      in_process: 'Ваше звернення №{id} ({about}) взято в роботу.',
      done: 'Ваше звернення №{id} ({about}) виконано.',
      declined: 'Ваше звернення №{id} ({about}) відхилено.',
      archived: 'Ваше звернення №{id} ({about}) перенесено до архіву.',
    },
    reason: 'Причина: {reason}',
    action: 'Відкрити звернення',
  },
  ru: {
    subject: 'Ваше обращение №{id}',
    about: 'по микроблоку «{title}»',
    general: 'общее',
    reply: 'Новый ответ на ваше обращение №{id} ({about}). Автор: {actor}.',
    states: {
      new: 'Ваше обращение №{id} ({about}) снова новое.',
      in_process: 'Ваше обращение №{id} ({about}) взято в работу.',
      done: 'Ваше обращение №{id} ({about}) выполнено.',
      declined: 'Ваше обращение №{id} ({about}) отклонено.',
      archived: 'Ваше обращение №{id} ({about}) перенесено в архив.',
    },
    reason: 'Причина: {reason}',
    action: 'Открыть обращение',
  },
  en: {
    subject: 'Your ticket #{id}',
    about: 'about “{title}”',
    general: 'general',
    reply: '{actor} replied to your ticket #{id} ({about}).',
    states: {
      new: 'Your ticket #{id} ({about}) is new again.',
      in_process: 'Your ticket #{id} ({about}) is being worked on.',
      done: 'Your ticket #{id} ({about}) is done.',
      declined: 'Your ticket #{id} ({about}) was declined.',
      archived: 'Your ticket #{id} ({about}) was archived.',
    },
    reason: 'Reason: {reason}',
    action: 'Open the ticket',
  },
  pl: {
    subject: 'Twoje zgłoszenie nr {id}',
    about: 'dotyczące mikrobloku „{title}”',
    general: 'ogólne',
    reply: 'Nowa odpowiedź na Twoje zgłoszenie nr {id} ({about}). Autor: {actor}.',
    states: {
      new: 'Twoje zgłoszenie nr {id} ({about}) jest znowu nowe.',
      in_process: 'Twoje zgłoszenie nr {id} ({about}) jest w realizacji.',
      done: 'Twoje zgłoszenie nr {id} ({about}) zostało wykonane.',
      declined: 'Twoje zgłoszenie nr {id} ({about}) zostało odrzucone.',
      archived: 'Twoje zgłoszenie nr {id} ({about}) trafiło do archiwum.',
    },
    reason: 'Powód: {reason}',
    action: 'Otwórz zgłoszenie',
  },
} satisfies Record<Language, Texts>;

/**
 * The reporter is told their ticket was answered or moved, in their language: the ticket's
 * number, the microblock's title, the new state (and a decline's reason), a link. The reply's
 * text itself stays in the app.
 */
export function buildTicketUpdatedMail(input: {
  to: string;
  lang: Language;
  ticketId: number;
  state: TicketState | null;
  exerciseTitle: string | null;
  actorName: string | null;
  declineReason: string | null;
  url: string;
}): MailMessage {
  const t: Texts = TEXTS[input.lang];
  const about = input.exerciseTitle ? fill(t.about, { title: input.exerciseTitle }) : t.general;
  const values = { id: String(input.ticketId), about, actor: input.actorName ?? 'Slovo' };
  const paragraphs = [fill(input.state ? t.states[input.state] : t.reply, values)];
  if (input.state === 'declined' && input.declineReason) {
    paragraphs.push(fill(t.reason, { reason: input.declineReason }));
  }
  return render({
    kind: 'ticket-updated',
    to: input.to,
    subject: fill(t.subject, values),
    paragraphs,
    action: { label: t.action, url: input.url },
  });
}
