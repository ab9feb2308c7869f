import type { Language } from '@slovo/contracts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

const TEXTS = {
  uk: {
    subject: 'Зміна пароля в Slovo',
    intro: 'Ми отримали запит на зміну пароля для облікового запису {email} у Slovo.',
    action: 'Задати новий пароль',
    expiry:
      'Посилання одноразове і діє {minutes} хвилин. Після зміни пароля всі ваші сеанси буде завершено.',
    ignore: 'Якщо ви не просили змінити пароль, просто проігноруйте цей лист: пароль не зміниться.',
  },
  ru: {
    subject: 'Смена пароля в Slovo',
    intro: 'Мы получили запрос на смену пароля для учётной записи {email} в Slovo.',
    action: 'Задать новый пароль',
    expiry:
      'Ссылка одноразовая и действует {minutes} минут. После смены пароля все ваши сеансы будут завершены.',
    ignore:
      'Если вы не просили сменить пароль, просто проигнорируйте это письмо: пароль не изменится.',
  },
  en: {
    subject: 'Reset your Slovo password',
    intro: 'We received a request to reset the password of the Slovo account {email}.',
    action: 'Set a new password',
    expiry:
      'The link works once and for {minutes} minutes. Setting a new password signs you out everywhere.',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  pl: {
    subject: 'Zmiana hasła w Slovo',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła do konta {email} w Slovo.',
    action: 'Ustaw nowe hasło',
    expiry:
      'Link działa jeden raz przez {minutes} minut. Po zmianie hasła wszystkie Twoje sesje zostaną zakończone.',
    ignore: 'Jeśli nie prosiłeś(-aś) o zmianę hasła, zignoruj tę wiadomość: hasło się nie zmieni.',
  },
} satisfies Record<Language, Record<string, string>>;

type LinkMailInput = { to: string; lang: Language; url: string; minutes: number };
type LinkTexts = {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore?: string;
};

/** A mail whose one action is a link that sets the account's password. */
function buildSetPasswordMail(
  kind: 'password-reset' | 'first-root',
  t: LinkTexts,
  input: LinkMailInput,
): MailMessage {
  const values = { email: input.to, minutes: input.minutes };
  return render({
    kind,
    to: input.to,
    subject: t.subject,
    paragraphs: [fill(t.intro, values), fill(t.expiry, values), ...(t.ignore ? [t.ignore] : [])],
    action: { label: t.action, url: input.url },
  });
}

/** The link to set a new password, in the account's language. */
export function buildPasswordResetMail(input: LinkMailInput): MailMessage {
  return buildSetPasswordMail('password-reset', TEXTS[input.lang], input);
}

const FIRST_ROOT_TEXTS = {
  uk: {
    subject: 'Slovo запущено: задайте пароль адміністратора',
    intro: 'Slovo запущено з адресою {email} як головного адміністратора (root).',
    action: 'Задати пароль',
    expiry:
      'Посилання одноразове і діє {minutes} хвилин. Якщо воно застаріло, перезапустіть сервер: він надішле нове.',
  },
  ru: {
    subject: 'Slovo запущен: задайте пароль администратора',
    intro: 'Slovo запущен с адресом {email} в роли главного администратора (root).',
    action: 'Задать пароль',
    expiry:
      'Ссылка одноразовая и действует {minutes} минут. Если она устарела, перезапустите сервер: он пришлёт новую.',
  },
  en: {
    subject: 'Slovo is running: set the administrator password',
    intro: 'Slovo was started with {email} as its root administrator.',
    action: 'Set the password',
    expiry:
      'The link works once and for {minutes} minutes. If it has expired, restart the server: it sends a new one.',
  },
  pl: {
    subject: 'Slovo działa: ustaw hasło administratora',
    intro: 'Slovo uruchomiono z adresem {email} jako głównym administratorem (root).',
    action: 'Ustaw hasło',
    expiry:
      'Link działa jeden raz przez {minutes} minut. Jeśli wygasł, uruchom serwer ponownie: wyśle nowy.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The first root account's link to set its password (decision 051), in the given language. */
export function buildFirstRootMail(input: LinkMailInput): MailMessage {
  return buildSetPasswordMail('first-root', FIRST_ROOT_TEXTS[input.lang], input);
}
