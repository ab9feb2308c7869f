import type { DiagnosticCardStatus, Language } from '@slovo/contracts';

type Labels = {
  childName: string;
  birthDate: string;
  diagnosticDate: string;
  examinedBy: string;
  status: string;
  statuses: Record<DiagnosticCardStatus, string>;
  notAnswered: string;
  score: string;
  noScore: string;
  higherIsBetter: string;
  higherIsWorse: string;
  zones: string;
  conclusion: string;
  progress: string;
  violations: string;
  none: string;
  recommendedProgram: string;
  parentRequest: string;
  /** `{date}`: the day the file was made. */
  generatedOn: string;
  /** `{page}` of `{count}`. */
  page: string;
};

/**
 * The printed card's own words in every interface language (the template's texts and the
 * answers are printed as written). Statuses and field names read as on the card screen.
 */
export const DIAGNOSTIC_CARD_PDF_LABELS: Record<Language, Labels> = {
  uk: {
    childName: 'Ім’я дитини',
    birthDate: 'Дата народження',
    diagnosticDate: 'Дата обстеження',
    examinedBy: 'Хто проводив обстеження',
    status: 'Статус',
    statuses: {
      draft: 'Чернетка',
      sent: 'Надіслано терапевту',
      ready_to_work: 'Готова до роботи',
      further_exam_start: 'Додаткове обстеження на початку',
      further_exam_during: 'Додаткове обстеження під час роботи',
    },
    notAnswered: 'Немає відповіді',
    score: 'Бал',
    noScore: 'Недостатньо відповідей для підрахунку',
    higherIsBetter: 'більший бал — краще',
    higherIsWorse: 'більший бал — гірше',
    zones: 'Зони',
    conclusion: 'Висновок',
    progress: 'Зміни з першого обстеження',
    violations: 'Порушення',
    none: 'Немає',
    recommendedProgram: 'Рекомендована програма',
    parentRequest: 'Запит батьків',
    generatedOn: 'Створено {date}',
    page: 'Сторінка {page} з {count}',
  },
  ru: {
    childName: 'Имя ребёнка',
    birthDate: 'Дата рождения',
    diagnosticDate: 'Дата обследования',
    examinedBy: 'Кто проводил обследование',
    status: 'Статус',
    statuses: {
      draft: 'Черновик',
      sent: 'Отправлена терапевту',
      ready_to_work: 'Готова к работе',
      further_exam_start: 'Дообследование в начале работы',
      further_exam_during: 'Дообследование в процессе работы',
    },
    notAnswered: 'Нет ответа',
    score: 'Балл',
    noScore: 'Недостаточно ответов для подсчёта',
    higherIsBetter: 'больший балл — лучше',
    higherIsWorse: 'больший балл — хуже',
    zones: 'Зоны',
    conclusion: 'Заключение',
    progress: 'Изменения с первого обследования',
    violations: 'Нарушения',
    none: 'Нет',
    recommendedProgram: 'Рекомендованная программа',
    parentRequest: 'Запрос родителей',
    generatedOn: 'Создано {date}',
    page: 'Страница {page} из {count}',
  },
  en: {
    childName: "Child's name",
    birthDate: 'Date of birth',
    diagnosticDate: 'Date of examination',
    examinedBy: 'Examined by',
    status: 'Status',
    statuses: {
      draft: 'Draft',
      sent: 'Sent to the therapist',
      ready_to_work: 'Ready to work',
      further_exam_start: 'Further examination at the start',
      further_exam_during: 'Further examination during work',
    },
    notAnswered: 'Not answered',
    score: 'Score',
    noScore: 'Not enough answers to count',
    higherIsBetter: 'a higher score is better',
    higherIsWorse: 'a higher score is worse',
    zones: 'Zones',
    conclusion: 'Conclusion',
    progress: 'Changes since the first examination',
    violations: 'Violations',
    none: 'None',
    recommendedProgram: 'Recommended program',
    parentRequest: "Parent's request",
    generatedOn: 'Made on {date}',
    page: 'Page {page} of {count}',
  },
  pl: {
    childName: 'Imię dziecka',
    birthDate: 'Data urodzenia',
    diagnosticDate: 'Data badania',
    examinedBy: 'Osoba badająca',
    status: 'Status',
    statuses: {
      draft: 'Szkic',
      sent: 'Wysłana do terapeuty',
      ready_to_work: 'Gotowa do pracy',
      further_exam_start: 'Dodatkowe badanie na początku',
      further_exam_during: 'Dodatkowe badanie w trakcie pracy',
    },
    notAnswered: 'Brak odpowiedzi',
    score: 'Wynik',
    noScore: 'Za mało odpowiedzi, by policzyć',
    higherIsBetter: 'wyższy wynik — lepiej',
    higherIsWorse: 'wyższy wynik — gorzej',
    zones: 'Strefy',
    conclusion: 'Wnioski',
    progress: 'Zmiany od pierwszego badania',
    violations: 'Zaburzenia',
    none: 'Brak',
    recommendedProgram: 'Zalecany program',
    parentRequest: 'Prośba rodzica',
    generatedOn: 'Utworzono {date}',
    page: 'Strona {page} z {count}',
  },
};

/** A label with its `{name}` placeholders filled. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
