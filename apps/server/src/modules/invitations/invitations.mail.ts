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
    joinIntro:
      'Вас запросили приєднатися до проєкту «{project}» у Slovo з ролями: {roles}. Увійдіть як {email} і прийміть запрошення; доти у вашому обліковому записі нічого не зміниться.',
    ignore: 'Якщо ви не очікували цього листа, просто проігноруйте його.',
  },
  ru: {
    inviteSubject: 'Приглашение в проект «{project}» в Slovo',
    inviteIntro: 'Вас пригласили в проект «{project}» в Slovo с ролями: {roles}.',
    inviteAction: 'Принять приглашение',
    inviteExpiry: 'Ссылка одноразовая и действует {days} дней.',
    joinIntro:
      'Вас пригласили присоединиться к проекту «{project}» в Slovo с ролями: {roles}. Войдите как {email} и примите приглашение; до тех пор в вашей учётной записи ничего не изменится.',
    ignore: 'Если вы не ожидали этого письма, просто проигнорируйте его.',
  },
  en: {
    inviteSubject: 'Invitation to the “{project}” project on Slovo',
    inviteIntro: 'You are invited to the “{project}” project on Slovo as: {roles}.',
    inviteAction: 'Accept the invitation',
    inviteExpiry: 'The link works once and for {days} days.',
    joinIntro:
      'You are invited to join the “{project}” project on Slovo as: {roles}. Sign in as {email} and accept; until then nothing changes for your account.',
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  pl: {
    inviteSubject: 'Zaproszenie do projektu „{project}” w Slovo',
    inviteIntro: 'Zaproszono Cię do projektu „{project}” w Slovo w rolach: {roles}.',
    inviteAction: 'Przyjmij zaproszenie',
    inviteExpiry: 'Link działa jeden raz przez {days} dni.',
    joinIntro:
      'Zaproszono Cię do projektu „{project}” w Slovo w rolach: {roles}. Zaloguj się jako {email} i przyjmij zaproszenie; do tego czasu na Twoim koncie nic się nie zmieni.',
    ignore: 'Jeśli nie spodziewałeś(-aś) się tej wiadomości, zignoruj ją.',
  },
} satisfies Record<Language, Record<string, string>>;

type MailInput = { to: string; lang: Language; project: string; roles: RoleId[]; url: string };

const rolesText = (roles: RoleId[], lang: Language) =>
  roles.map((r) => ROLE_LABELS[r][lang]).join(', ');

/**
 * The link to a project: a sign-up for a new e-mail, or, for an existing account (`hasAccount`),
 * a request to join that its owner accepts after signing in.
 */
export function buildInvitationMail(
  input: MailInput & { days: number; hasAccount: boolean },
): MailMessage {
  const t = TEXTS[input.lang];
  const values = {
    project: input.project,
    roles: rolesText(input.roles, input.lang),
    days: input.days,
    email: input.to,
  };
  return render({
    kind: 'invitation',
    to: input.to,
    subject: fill(t.inviteSubject, values),
    paragraphs: [
      fill(input.hasAccount ? t.joinIntro : t.inviteIntro, values),
      fill(t.inviteExpiry, values),
      t.ignore,
    ],
    action: { label: t.inviteAction, url: input.url },
  });
}
