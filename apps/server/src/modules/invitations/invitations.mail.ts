import type { Language, RoleId } from '@slovo/contracts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

const ROLE_LABELS: Record<RoleId, Record<Language, string>> = {
  0: { uk: 'Адміністратор', ru: 'Администратор', en: 'Administrator', pl: 'Administrator' },
  1: { uk: 'Менеджер', ru: 'Менеджер', en: 'Manager', pl: 'Menedżer' },
  2: { uk: 'Модератор', ru: 'Модератор', en: 'Moderator', pl: 'Moderator' },
  3: { uk: 'Автор', ru: 'Автор', en: 'Author', pl: 'Autor' },
  4: { uk: 'Логопед', ru: 'Логопед', en: 'Speech therapist', pl: 'Logopeda' },
  5: { uk: 'Діагност', ru: 'Диагност', en: 'Diagnostician', pl: 'Diagnosta' },
};

const TEXTS = {
  uk: {
    inviteSubject: 'Запрошення до проєкту «{project}» у Slovo',
    inviteIntro: 'Вас запросили до проєкту «{project}» у Slovo з ролями: {roles}.',
    inviteAction: 'Прийняти запрошення',
    inviteExpiry: 'Посилання одноразове і діє {days} днів.',
    addedSubject: 'Вас додано до проєкту «{project}» у Slovo',
    addedIntro: 'Вас додано до проєкту «{project}» у Slovo з ролями: {roles}.',
    addedAction: 'Увійти до Slovo',
    ignore: 'Якщо ви не очікували цього листа, просто проігноруйте його.',
  },
  ru: {
    inviteSubject: 'Приглашение в проект «{project}» в Slovo',
    inviteIntro: 'Вас пригласили в проект «{project}» в Slovo с ролями: {roles}.',
    inviteAction: 'Принять приглашение',
    inviteExpiry: 'Ссылка одноразовая и действует {days} дней.',
    addedSubject: 'Вас добавили в проект «{project}» в Slovo',
    addedIntro: 'Вас добавили в проект «{project}» в Slovo с ролями: {roles}.',
    addedAction: 'Войти в Slovo',
    ignore: 'Если вы не ожидали этого письма, просто проигнорируйте его.',
  },
  en: {
    inviteSubject: 'Invitation to the “{project}” project on Slovo',
    inviteIntro: 'You are invited to the “{project}” project on Slovo as: {roles}.',
    inviteAction: 'Accept the invitation',
    inviteExpiry: 'The link works once and for {days} days.',
    addedSubject: 'You were added to the “{project}” project on Slovo',
    addedIntro: 'You were added to the “{project}” project on Slovo as: {roles}.',
    addedAction: 'Sign in to Slovo',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  pl: {
    inviteSubject: 'Zaproszenie do projektu „{project}” w Slovo',
    inviteIntro: 'Zaproszono Cię do projektu „{project}” w Slovo w rolach: {roles}.',
    inviteAction: 'Przyjmij zaproszenie',
    inviteExpiry: 'Link działa jeden raz przez {days} dni.',
    addedSubject: 'Dodano Cię do projektu „{project}” w Slovo',
    addedIntro: 'Dodano Cię do projektu „{project}” w Slovo w rolach: {roles}.',
    addedAction: 'Zaloguj się do Slovo',
    ignore: 'Jeśli nie spodziewałeś(-aś) się tej wiadomości, zignoruj ją.',
  },
} satisfies Record<Language, Record<string, string>>;

type MailInput = { to: string; lang: Language; project: string; roles: RoleId[]; url: string };

const rolesText = (roles: RoleId[], lang: Language) =>
  roles.map((r) => ROLE_LABELS[r][lang]).join(', ');

export function buildInvitationMail(input: MailInput & { days: number }): MailMessage {
  const t = TEXTS[input.lang];
  const values = {
    project: input.project,
    roles: rolesText(input.roles, input.lang),
    days: input.days,
  };
  return render({
    kind: 'invitation',
    to: input.to,
    subject: fill(t.inviteSubject, values),
    paragraphs: [fill(t.inviteIntro, values), fill(t.inviteExpiry, values), t.ignore],
    action: { label: t.inviteAction, url: input.url },
  });
}

export function buildAddedMail(input: MailInput): MailMessage {
  const t = TEXTS[input.lang];
  const values = { project: input.project, roles: rolesText(input.roles, input.lang) };
  return render({
    kind: 'added-to-project',
    to: input.to,
    subject: fill(t.addedSubject, values),
    paragraphs: [fill(t.addedIntro, values), t.ignore],
    action: { label: t.addedAction, url: input.url },
  });
}
