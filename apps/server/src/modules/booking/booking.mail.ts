import type { Language } from '@slovo/contracts';
import { buildIcs } from '../../lib/ics.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { fillTemplate as fill, renderMail as render } from '../../lib/mail-layout.ts';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', ru: 'ru-RU', en: 'en-GB', pl: 'pl-PL' };

const TEXTS = {
  uk: {
    subject: 'Безкоштовне пробне заняття {when}',
    greeting:
      'Вітаємо! Безкоштовне пробне заняття для вашої дитини ({child}) заплановано на {when} (час за поясом {zone}).',
    length: 'Заняття триває {minutes} хв. Запрошення для вашого календаря — у вкладенні.',
    contact: 'Якщо потрібно щось змінити, зв’яжіться з нами: {contact}.',
    eventTitle: 'Пробне заняття Slovo',
    staffSubject: 'Нове пробне заняття {when}',
    staffIntro: 'До вас записалися на пробне заняття {when} (час за поясом {zone}).',
    staffFamily: 'Родина: {name}, дитина {child}, {age} р. Мова занять: {language}.',
    staffAction: 'Відкрити учня',
    manageAction: 'Скасувати або перенести',
    manageNote:
      'Скасувати чи перенести заняття можна за посиланням не пізніше ніж за {hours} год до початку.',
    movedSubject: 'Пробне заняття перенесено на {when}',
    moved:
      'Вітаємо! Пробне заняття для вашої дитини ({child}) перенесено на {when} (час за поясом {zone}). Оновлене запрошення — у вкладенні.',
    cancelledSubject: 'Пробне заняття {when} скасовано',
    cancelled:
      'Вітаємо! Пробне заняття {when} (час за поясом {zone}) для вашої дитини ({child}) скасовано.',
    staffMovedSubject: 'Пробне заняття перенесено на {when}',
    staffMoved: 'Родина перенесла пробне заняття на {when} (час за поясом {zone}).',
    staffCancelledSubject: 'Пробне заняття {when} скасовано',
    staffCancelled: 'Родина скасувала пробне заняття {when} (час за поясом {zone}).',
    reminderDaySubject: 'Завтра пробне заняття: {when}',
    reminderHourSubject: 'За годину пробне заняття: {when}',
    reminder:
      'Вітаємо! Нагадуємо: пробне заняття для вашої дитини ({child}) — {when} (час за поясом {zone}).',
  },
  ru: {
    subject: 'Бесплатное пробное занятие {when}',
    greeting:
      'Здравствуйте, {name}! Бесплатное пробное занятие для вашего ребёнка ({child}) назначено на {when} (время по поясу {zone}).',
    length: 'Занятие длится {minutes} мин. Приглашение для вашего календаря — во вложении.',
    contact: 'Если нужно что-то изменить, свяжитесь с нами: {contact}.',
    eventTitle: 'Пробное занятие Slovo',
    staffSubject: 'Новое пробное занятие {when}',
    staffIntro: 'К вам записались на пробное занятие {when} (время по поясу {zone}).',
    staffFamily: 'Семья: {name}, ребёнок {child}, {age} г. Язык занятий: {language}.',
    staffAction: 'Открыть ученика',
    manageAction: 'Отменить или перенести',
    manageNote:
      'Отменить или перенести занятие можно по ссылке не позднее чем за {hours} ч до начала.',
    movedSubject: 'Пробное занятие перенесено на {when}',
    moved:
      'Здравствуйте, {name}! Пробное занятие для вашего ребёнка ({child}) перенесено на {when} (время по поясу {zone}). Обновлённое приглашение — во вложении.',
    cancelledSubject: 'Пробное занятие {when} отменено',
    cancelled:
      'Здравствуйте, {name}! Пробное занятие {when} (время по поясу {zone}) для вашего ребёнка ({child}) отменено.',
    staffMovedSubject: 'Пробное занятие перенесено на {when}',
    staffMoved: 'Семья перенесла пробное занятие на {when} (время по поясу {zone}).',
    staffCancelledSubject: 'Пробное занятие {when} отменено',
    staffCancelled: 'Семья отменила пробное занятие {when} (время по поясу {zone}).',
    reminderDaySubject: 'Завтра пробное занятие: {when}',
    reminderHourSubject: 'Через час пробное занятие: {when}',
    reminder:
      'Здравствуйте, {name}! Напоминаем: пробное занятие для вашего ребёнка ({child}) — {when} (время по поясу {zone}).',
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
    manageAction: 'Cancel or move',
    manageNote:
      'You can cancel or move the lesson through the link until {hours} h before it starts.',
    movedSubject: 'Your trial lesson is moved to {when}',
    moved:
      "Hello, {name}! {child}'s trial lesson is moved to {when} ({zone} time). The updated invitation is attached.",
    cancelledSubject: 'Your trial lesson on {when} is cancelled',
    cancelled: "Hello, {name}! {child}'s trial lesson on {when} ({zone} time) is cancelled.",
    staffMovedSubject: 'Trial lesson moved to {when}',
    staffMoved: 'A family has moved their trial lesson to {when} ({zone} time).',
    staffCancelledSubject: 'Trial lesson on {when} cancelled',
    staffCancelled: 'A family has cancelled their trial lesson on {when} ({zone} time).',
    reminderDaySubject: 'Trial lesson tomorrow: {when}',
    reminderHourSubject: 'Trial lesson in an hour: {when}',
    reminder: "Hello, {name}! A reminder: {child}'s trial lesson is on {when} ({zone} time).",
  },
  pl: {
    subject: 'Bezpłatna lekcja próbna {when}',
    greeting:
      'Dzień dobry! Bezpłatna lekcja próbna dla Twojego dziecka ({child}) jest zaplanowana na {when} (czas w strefie {zone}).',
    length: 'Lekcja trwa {minutes} min. Zaproszenie do kalendarza jest w załączniku.',
    contact: 'Jeśli trzeba coś zmienić, skontaktuj się z nami: {contact}.',
    eventTitle: 'Lekcja próbna Slovo',
    staffSubject: 'Nowa lekcja próbna {when}',
    staffIntro: 'Rodzina zapisała się do Ciebie na lekcję próbną {when} (czas w strefie {zone}).',
    staffFamily: 'Rodzina: {name}, dziecko {child}, wiek {age}. Język zajęć: {language}.',
    staffAction: 'Otwórz ucznia',
    manageAction: 'Odwołaj lub przenieś',
    manageNote:
      'Lekcję można odwołać lub przenieść przez link najpóźniej {hours} godz. przed jej rozpoczęciem.',
    movedSubject: 'Lekcja próbna przeniesiona na {when}',
    moved:
      'Dzień dobry! Lekcja próbna dla Twojego dziecka ({child}) została przeniesiona na {when} (czas w strefie {zone}). Zaktualizowane zaproszenie jest w załączniku.',
    cancelledSubject: 'Lekcja próbna {when} odwołana',
    cancelled:
      'Dzień dobry! Lekcja próbna {when} (czas w strefie {zone}) dla Twojego dziecka ({child}) została odwołana.',
    staffMovedSubject: 'Lekcja próbna przeniesiona na {when}',
    staffMoved: 'Rodzina przeniosła lekcję próbną na {when} (czas w strefie {zone}).',
    staffCancelledSubject: 'Lekcja próbna {when} odwołana',
    staffCancelled: 'Rodzina odwołała lekcję próbną {when} (czas w strefie {zone}).',
    reminderDaySubject: 'Jutro lekcja próbna: {when}',
    reminderHourSubject: 'Za godzinę lekcja próbna: {when}',
    reminder:
      'Dzień dobry! Przypominamy: lekcja próbna dla Twojego dziecka ({child}) — {when} (czas w strefie {zone}).',
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
  /** Raised by each move or cancel: the `.ics` updates the event the first one made. */
  sequence: number;
  /** The family's cancel-or-move page; none for a staff reader. */
  manageUrl: string | null;
  cutoffHours: number;
};

function calendarFile(
  input: BookingMailInput,
  title: string,
  description: string,
  status: 'CONFIRMED' | 'CANCELLED' = 'CONFIRMED',
) {
  const email = /<([^>]+)>/.exec(input.from)?.[1] ?? input.from;
  const method = status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
  return {
    filename: 'trial-lesson.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildIcs({
      uid: `booking-${input.bookingId}@${input.publicHost}`,
      sequence: input.sequence,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      title,
      description,
      organizer: { name: 'Slovo', email },
      status,
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
    hours: input.cutoffHours,
  };
  const paragraphs = [fill(t.greeting, values), fill(t.length, values)];
  if (input.manageUrl) paragraphs.push(fill(t.manageNote, values));
  if (input.contact) paragraphs.push(fill(t.contact, values));
  return {
    ...render({
      kind: 'booking-confirmed',
      to: input.to,
      subject: fill(t.subject, values),
      paragraphs,
      ...manageAction(input, t.manageAction),
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

function manageAction(input: BookingMailInput, label: string) {
  return input.manageUrl ? { action: { label, url: input.manageUrl } } : {};
}

function familyValues(input: BookingMailInput) {
  return {
    name: input.parentName,
    child: input.childName,
    when: formatWhen(input.startsAt, input.language, input.timeZone),
    zone: input.timeZone.replaceAll('_', ' '),
    contact: input.contact,
    hours: input.cutoffHours,
  };
}

/** The family's notice of a move (the new hour, the updated event) or a cancel. */
export function buildBookingChangedMail(
  input: BookingMailInput & { to: string; isCancelled: boolean },
): MailMessage {
  const t = TEXTS[input.language];
  const values = familyValues(input);
  const paragraphs = [fill(input.isCancelled ? t.cancelled : t.moved, values)];
  if (!input.isCancelled && input.manageUrl) paragraphs.push(fill(t.manageNote, values));
  if (input.contact) paragraphs.push(fill(t.contact, values));
  return {
    ...render({
      kind: input.isCancelled ? 'booking-cancelled' : 'booking-moved',
      to: input.to,
      subject: fill(input.isCancelled ? t.cancelledSubject : t.movedSubject, values),
      paragraphs,
      ...(input.isCancelled ? {} : manageAction(input, t.manageAction)),
    }),
    attachments: [
      calendarFile(
        input,
        t.eventTitle,
        paragraphs.join('\n'),
        input.isCancelled ? 'CANCELLED' : 'CONFIRMED',
      ),
    ],
  };
}

/** The staff member's notice of a move or cancel, in their language and zone. */
export function buildBookingStaffChangedMail(
  input: BookingMailInput & {
    to: string;
    lang: Language;
    staffTimeZone: string;
    url: string;
    isCancelled: boolean;
  },
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
  const paragraphs = [
    fill(input.isCancelled ? t.staffCancelled : t.staffMoved, values),
    fill(t.staffFamily, values),
  ];
  return {
    ...render({
      kind: input.isCancelled ? 'booking-cancelled' : 'booking-moved',
      to: input.to,
      subject: fill(input.isCancelled ? t.staffCancelledSubject : t.staffMovedSubject, values),
      paragraphs,
      action: { label: t.staffAction, url: input.url },
    }),
    attachments: [
      calendarFile(
        input,
        t.eventTitle,
        paragraphs.join('\n'),
        input.isCancelled ? 'CANCELLED' : 'CONFIRMED',
      ),
    ],
  };
}

/** The day-before or hour-before reminder, in the family's language and zone. */
export function buildBookingReminderMail(
  input: BookingMailInput & { to: string; kind: 'day' | 'hour' },
): MailMessage {
  const t = TEXTS[input.language];
  const values = familyValues(input);
  const paragraphs = [fill(t.reminder, values)];
  if (input.manageUrl) paragraphs.push(fill(t.manageNote, values));
  if (input.contact) paragraphs.push(fill(t.contact, values));
  return render({
    kind: 'booking-reminder',
    to: input.to,
    subject: fill(input.kind === 'day' ? t.reminderDaySubject : t.reminderHourSubject, values),
    paragraphs,
    ...manageAction(input, t.manageAction),
  });
}
