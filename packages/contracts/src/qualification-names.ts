import type { Language } from './languages.ts';
import type { Qualification } from './students.schemas.ts';

/**
 * Spec 3's qualifications (violations) by name in every interface language: the server prints
 * them (a diagnostic card's PDF) and `npm run messages` writes them as the web's
 * `qualifications` namespace, so the texts live in one place.
 */
export const QUALIFICATION_NAMES: Record<Qualification, Record<Language, string>> = {
  dyslalia: {
    uk: 'Дислалія',
    ru: 'Дислалия',
    en: 'Dyslalia',
    pl: 'Dyslalia',
  },
  pseudobulbarDysarthria: {
    uk: 'Псевдобульбарна дизартрія',
    ru: 'Псевдобульбарная дизартрия',
    en: 'Pseudobulbar dysarthria',
    pl: 'Dyzartria rzekomoopuszkowa',
  },
  motorAphasia: {
    uk: 'Моторна афазія',
    ru: 'Моторная афазия',
    en: 'Motor aphasia',
    pl: 'Afazja motoryczna',
  },
  sensoryAphasia: {
    uk: 'Сенсорна афазія',
    ru: 'Сенсорная афазия',
    en: 'Sensory aphasia',
    pl: 'Afazja sensoryczna',
  },
  sensoryMotorAphasia: {
    uk: 'Сенсомоторна афазія',
    ru: 'Сенсомоторная афазия',
    en: 'Sensorimotor aphasia',
    pl: 'Afazja sensoryczno-motoryczna',
  },
  speechDevelopmentDelay: {
    uk: 'Затримка мовленнєвого розвитку (ЗМР)',
    ru: 'Задержка речевого развития (ЗРР)',
    en: 'Speech development delay',
    pl: 'Opóźniony rozwój mowy (ORM)',
  },
  psychomotorDelay: {
    uk: 'Затримка психомоторного розвитку',
    ru: 'Задержка психомоторного развития',
    en: 'Psychomotor development delay',
    pl: 'Opóźniony rozwój psychoruchowy',
  },
  generalSpeechUnderdevelopment1: {
    uk: 'ЗНМ I рівня',
    ru: 'ОНР I уровня',
    en: 'General speech underdevelopment, level I',
    pl: 'Niedokształcenie mowy, poziom I',
  },
  generalSpeechUnderdevelopment2: {
    uk: 'ЗНМ II рівня',
    ru: 'ОНР II уровня',
    en: 'General speech underdevelopment, level II',
    pl: 'Niedokształcenie mowy, poziom II',
  },
  generalSpeechUnderdevelopment3: {
    uk: 'ЗНМ III рівня',
    ru: 'ОНР III уровня',
    en: 'General speech underdevelopment, level III',
    pl: 'Niedokształcenie mowy, poziom III',
  },
  phoneticPhonemicUnderdevelopment: {
    uk: 'Фонетико-фонематичне недорозвинення мовлення (ФФНМ)',
    ru: 'Фонетико-фонематическое недоразвитие речи (ФФНР)',
    en: 'Phonetic-phonemic underdevelopment',
    pl: 'Niedokształcenie fonetyczno-fonemowe',
  },
  phonemicUnderdevelopment: {
    uk: 'Фонематичне недорозвинення мовлення (ФНМ)',
    ru: 'Фонематическое недоразвитие речи (ФНР)',
    en: 'Phonemic underdevelopment',
    pl: 'Niedokształcenie fonemowe',
  },
  hearingImpairment: {
    uk: 'Порушення слуху',
    ru: 'Нарушение слуха',
    en: 'Hearing impairment',
    pl: 'Uszkodzenie słuchu',
  },
  dysgraphia: {
    uk: 'Дисграфія',
    ru: 'Дисграфия',
    en: 'Dysgraphia',
    pl: 'Dysgrafia',
  },
  dyslexia: {
    uk: 'Дислексія',
    ru: 'Дислексия',
    en: 'Dyslexia',
    pl: 'Dysleksja',
  },
  specialNeeds: {
    uk: 'Особливі освітні потреби (ООП)',
    ru: 'Особые образовательные потребности (ООП)',
    en: 'Special educational needs',
    pl: 'Specjalne potrzeby edukacyjne',
  },
  coherentSpeechDevelopment: {
    uk: "Розвиток зв'язного мовлення",
    ru: 'Развитие связной речи',
    en: 'Coherent speech development',
    pl: 'Rozwój mowy spójnej',
  },
  autismSpectrumDisorder: {
    uk: 'Розлад аутистичного спектра (РАС)',
    ru: 'Расстройство аутистического спектра (РАС)',
    en: 'Autism spectrum disorder',
    pl: 'Zaburzenia ze spektrum autyzmu (ASD)',
  },
  earlyChildhoodAutism: {
    uk: 'Ранній дитячий аутизм (РДА)',
    ru: 'Ранний детский аутизм (РДА)',
    en: 'Early childhood autism',
    pl: 'Autyzm wczesnodziecięcy',
  },
  adhd: {
    uk: 'СДУГ',
    ru: 'СДВГ',
    en: 'ADHD',
    pl: 'ADHD',
  },
  speechStart: {
    uk: 'Запуск мовлення',
    ru: 'Запуск речи',
    en: 'Speech start',
    pl: 'Wywoływanie mowy',
  },
  rhinolalia: {
    uk: 'Ринолалія',
    ru: 'Ринолалия',
    en: 'Rhinolalia',
    pl: 'Rynolalia',
  },
  learningToReadWrite: {
    uk: 'Навчання читання й письма',
    ru: 'Обучение чтению и письму',
    en: 'Learning to read and write',
    pl: 'Nauka czytania i pisania',
  },
  schoolPreparation: {
    uk: 'Підготовка до школи',
    ru: 'Подготовка к школе',
    en: 'School preparation',
    pl: 'Przygotowanie do szkoły',
  },
  russianAsForeign: {
    uk: 'Російська як іноземна',
    ru: 'Русский как иностранный',
    en: 'Russian as a foreign language',
    pl: 'Rosyjski jako obcy',
  },
  ukrainianAsForeign: {
    uk: 'Українська як іноземна',
    ru: 'Украинский как иностранный',
    en: 'Ukrainian as a foreign language',
    pl: 'Ukraiński jako obcy',
  },
  stuttering: {
    uk: 'Заїкання',
    ru: 'Заикание',
    en: 'Stuttering',
    pl: 'Jąkanie',
  },
  mutism: {
    uk: 'Мутизм',
    ru: 'Мутизм',
    en: 'Mutism',
    pl: 'Mutyzm',
  },
  intermediateSpeechStart: {
    uk: 'Проміжний запуск мовлення',
    ru: 'Промежуточный запуск речи',
    en: 'Intermediate speech start',
    pl: 'Wywoływanie mowy, etap pośredni',
  },
  twoCourses: {
    uk: 'Два курси',
    ru: 'Два курса',
    en: 'Two courses',
    pl: 'Dwa kursy',
  },
  systemicUnderdevelopment: {
    uk: 'Системне недорозвинення мовлення (СНМ)',
    ru: 'Системное недоразвитие речи (СНР)',
    en: 'Systemic speech underdevelopment',
    pl: 'Systemowe niedokształcenie mowy',
  },
  psychologist: {
    uk: 'Психолог',
    ru: 'Психолог',
    en: 'Psychologist',
    pl: 'Psycholog',
  },
};
