import type { Language } from '@slovo/contracts';
import { buildIcs } from '../../lib/ics.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', ru: 'ru-RU', en: 'en-GB', pl: 'pl-PL' };

const TEXTS = {
  uk: {
    subject: 'Безкоштовне пробне заняття {when}',
    greeting:
      'Вітаємо, {name}! Безкоштовне пробне заняття для {child} заплановано на {when} (час за поясом {zone}).',
    length: 'Заняття триває {minutes} хв. Запрошення для вашого календаря — у вкладенні.',
    contact: 'Якщо потрібно щось змінити, зв’яжіться з нами: {contact}.',
    eventTitle: 'Пробне заняття Slovo',
    staffSubject: 'Нове пробне заняття {when}',
    staffIntro: 'До вас записалися на пробне заняття {when} (час за поясом {zone}).',
    staffFamily: 'Родина: {name}, дитина {child}, {age} р. Мова занять: {language}.',
    staffAction: 'Відкрити учня',
  },
  ru: {
    subject: 'Бесплатное пробное занятие {when}',
    greeting:
      'Здравствуйте, {name}! Бесплатное пробное занятие для {child} назначено на {when} (время по поясу {zone}).',
    length: 'Занятие длится {minutes} мин. Приглашение для вашего календаря — во вложении.',
    contact: 'Если нужно что-то изменить, свяжитесь с нами: {contact}.',
    eventTitle: 'Пробное занятие Slovo',
    staffSubject: 'Новое пробное занятие {when}',
    staffIntro: 'К вам записались на пробное занятие {when} (время по поясу {zone}).',
    staffFamily: 'Семья: {name}, ребёнок {child}, {age} г. Язык занятий: {language}.',
    staffAction: 'Открыть ученика',
  },
  en: {
    subject: 'Your free trial lesson on {when}',
    greeting: "Hello, {name}! {child}'s free trial lesson is booked for {when} ({zone} time).",
    length: 'The lesson lasts {minutes} minutes. The invitation for your calendar is attached.',
    contact: 'If you need to change anything, contact us: {contact}.',
    eventTitle: 'Slovo trial lesson',
    staffSubject: 'New trial lesson on {when}',
    staffIntro: 'A family has booked a trial lesson with you on {when} ({zone} time).',
    staffFamily: 'Family: {name}, child {child}, aged {age}. Lesson language: {language}.',
    staffAction: 'Open the student',
  },
  pl: {
    subject: 'Bezpłatna lekcja próbna {when}',
    greeting:
      'Dzień dobry, {name}! Bezpłatna lekcja próbna dla {child} jest zaplanowana na {when} (czas w strefie {zone}).',
    length: 'Lekcja trwa {minutes} min. Zaproszenie do kalendarza jest w załączniku.',
    contact: 'Jeśli trzeba coś zmienić, skontaktuj się z nami: {contact}.',
    eventTitle: 'Lekcja próbna Slovo',
    staffSubject: 'Nowa lekcja próbna {when}',
    staffIntro: 'Rodzina zapisała się do Ciebie na lekcję próbną {when} (czas w strefie {zone}).',
    staffFamily: 'Rodzina: {name}, dziecko {child}, wiek {age}. Język zajęć: {language}.',
    staffAction: 'Otwórz ucznia',
  },
} satisfies Record<Language, Record<string, string>>;

const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  uk: { uk: 'українська', ru: 'російська', en: 'англійська', pl: 'польська' },
  ru: { uk: 'украинский', ru: 'русский', en: 'английский', pl: 'польский' },
  en: { uk: 'Ukrainian', ru: 'Russian', en: 'English', pl: 'Polish' },
  pl: { uk: 'ukraiński', ru: 'rosyjski', en: 'angielski', pl: 'polski' },
};

/** The lesson's date and hour in a reader's own zone and language. */
function formatWhen(instant: Date, lang: Language, timeZone: string) {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);
}

export type BookingMailInput = {
  bookingId: number;
  startsAt: Date;
  endsAt: Date;
  parentName: string;
  childName: string;
  age: number;
  language: Language;
  timeZone: string;
  contact: string;
  from: string;
  publicHost: string;
};

function calendarFile(input: BookingMailInput, title: string, description: string) {
  const email = /<([^>]+)>/.exec(input.from)?.[1] ?? input.from;
  return {
    filename: 'trial-lesson.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: buildIcs({
      uid: `booking-${input.bookingId}@${input.publicHost}`,
      sequence: 0,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      title,
      description,
      organizer: { name: 'Slovo', email },
      status: 'CONFIRMED',
    }),
  };
}

/** The family's confirmation, in the language they chose, with the lesson for their calendar. */
export function buildBookingConfirmedMail(input: BookingMailInput & { to: string }): MailMessage {
  const t = TEXTS[input.language];
  const minutes = Math.round((input.endsAt.getTime() - input.startsAt.getTime()) / 60_000);
  const values = {
    name: input.parentName,
    child: input.childName,
    when: formatWhen(input.startsAt, input.language, input.timeZone),
    zone: input.timeZone.replaceAll('_', ' '),
    minutes,
    contact: input.contact,
  };
  const paragraphs = [fill(t.greeting, values), fill(t.length, values)];
  if (input.contact) paragraphs.push(fill(t.contact, values));
  return {
    ...render({
      kind: 'booking-confirmed',
      to: input.to,
      subject: fill(t.subject, values),
      paragraphs,
    }),
    attachments: [calendarFile(input, t.eventTitle, paragraphs.join('\n'))],
  };
}

/** The staff member's notice, in their language and zone, with the student's page. */
export function buildBookingNewMail(
  input: BookingMailInput & { to: string; lang: Language; staffTimeZone: string; url: string },
): MailMessage {
  const t = TEXTS[input.lang];
  const values = {
    name: input.parentName,
    child: input.childName,
    age: input.age,
    language: LANGUAGE_NAMES[input.lang][input.language],
    when: formatWhen(input.startsAt, input.lang, input.staffTimeZone),
    zone: input.staffTimeZone.replaceAll('_', ' '),
  };
  const paragraphs = [fill(t.staffIntro, values), fill(t.staffFamily, values)];
  return {
    ...render({
      kind: 'booking-new',
      to: input.to,
      subject: fill(t.staffSubject, values),
      paragraphs,
      action: { label: t.staffAction, url: input.url },
    }),
    attachments: [calendarFile(input, t.eventTitle, paragraphs.join('\n'))],
  };
}
