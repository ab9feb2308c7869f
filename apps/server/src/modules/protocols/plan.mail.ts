import type { Language } from '@slovo/contracts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate, renderMail } from '../../lib/mail-layout.ts';

const TEXTS = {
  uk: {
    subject: 'План занять: {child}',
    intro: 'Для вашої дитини ({child}) підготовлено план логопедичних занять. Логопед: {teacher}.',
    action: 'Переглянути план',
    note: 'Посилання відкриває план без входу в систему. Не пересилайте його стороннім.',
  },
  ru: {
    subject: 'План занятий: {child}',
    intro:
      'Для вашего ребёнка ({child}) подготовлен план логопедических занятий. Логопед: {teacher}.',
    action: 'Посмотреть план',
    note: 'Ссылка открывает план без входа в систему. Не пересылайте её посторонним.',
  },
  en: {
    subject: 'Lesson plan for {child}',
    intro: '{teacher} has prepared a speech-therapy lesson plan for {child}.',
    action: 'View the plan',
    note: 'The link opens the plan without signing in. Please do not forward it to others.',
  },
  pl: {
    subject: 'Plan zajęć: {child}',
    intro:
      'Dla Twojego dziecka ({child}) przygotowano plan zajęć logopedycznych. Logopeda: {teacher}.',
    action: 'Zobacz plan',
    note: 'Link otwiera plan bez logowania. Nie przekazuj go osobom trzecim.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The parent's e-mail with the plan link, in the student's language. */
export function buildPlanMail(input: {
  to: string;
  lang: Language;
  childName: string;
  teacherName: string;
  url: string;
}): MailMessage {
  const t = TEXTS[input.lang];
  const values = { child: input.childName, teacher: input.teacherName };
  return renderMail({
    kind: 'plan-link',
    to: input.to,
    subject: fillTemplate(t.subject, values),
    paragraphs: [fillTemplate(t.intro, values), t.note],
    action: { label: t.action, url: input.url },
  });
}
