import type { ActCurrency } from './acts.schemas.ts';

// Amounts in words for acts (decision 039): the whole part spelled out with the currency's name,
// the minor part as two digits with its unit's name, as Ukrainian and English acts write them:
// "одна тисяча двісті тридцять чотири гривні 50 копійок",
// "one thousand two hundred thirty-four hryvnias 50 kopiykas".

type Gender = 'masculine' | 'feminine';
/** Ukrainian noun forms after 1 (21, 31…), after 2–4 (22–24…), and after the rest. */
type UkForms = { one: string; few: string; many: string };
type UkUnit = UkForms & { gender: Gender };

const UK_CURRENCIES: Record<ActCurrency, { major: UkUnit; minor: UkUnit }> = {
  UAH: {
    major: { one: 'гривня', few: 'гривні', many: 'гривень', gender: 'feminine' },
    minor: { one: 'копійка', few: 'копійки', many: 'копійок', gender: 'feminine' },
  },
  USD: {
    major: { one: 'долар США', few: 'долари США', many: 'доларів США', gender: 'masculine' },
    minor: { one: 'цент', few: 'центи', many: 'центів', gender: 'masculine' },
  },
  EUR: {
    major: { one: 'євро', few: 'євро', many: 'євро', gender: 'masculine' },
    minor: { one: 'євроцент', few: 'євроценти', many: 'євроцентів', gender: 'masculine' },
  },
  PLN: {
    major: {
      one: 'польський злотий',
      few: 'польські злоті',
      many: 'польських злотих',
      gender: 'masculine',
    },
    minor: { one: 'грош', few: 'гроші', many: 'грошів', gender: 'masculine' },
  },
  GBP: {
    major: {
      one: 'фунт стерлінгів',
      few: 'фунти стерлінгів',
      many: 'фунтів стерлінгів',
      gender: 'masculine',
    },
    minor: { one: 'пенні', few: 'пенні', many: 'пенні', gender: 'masculine' },
  },
  ILS: {
    major: {
      one: 'новий ізраїльський шекель',
      few: 'нові ізраїльські шекелі',
      many: 'нових ізраїльських шекелів',
      gender: 'masculine',
    },
    minor: { one: 'агора', few: 'агори', many: 'агор', gender: 'feminine' },
  },
};

const UK_ONES: Record<Gender, string[]> = {
  masculine: ['', 'один', 'два', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
  feminine: ['', 'одна', 'дві', 'три', 'чотири', "п'ять", 'шість', 'сім', 'вісім', "дев'ять"],
};
const UK_TEENS = [
  'десять',
  'одинадцять',
  'дванадцять',
  'тринадцять',
  'чотирнадцять',
  "п'ятнадцять",
  'шістнадцять',
  'сімнадцять',
  'вісімнадцять',
  "дев'ятнадцять",
];
const UK_TENS = [
  '',
  '',
  'двадцять',
  'тридцять',
  'сорок',
  "п'ятдесят",
  'шістдесят',
  'сімдесят',
  'вісімдесят',
  "дев'яносто",
];
const UK_HUNDREDS = [
  '',
  'сто',
  'двісті',
  'триста',
  'чотириста',
  "п'ятсот",
  'шістсот',
  'сімсот',
  'вісімсот',
  "дев'ятсот",
];
/** Thousands, millions, billions: their nouns and the gender of the number before them. */
const UK_SCALES: UkUnit[] = [
  { one: 'тисяча', few: 'тисячі', many: 'тисяч', gender: 'feminine' },
  { one: 'мільйон', few: 'мільйони', many: 'мільйонів', gender: 'masculine' },
  { one: 'мільярд', few: 'мільярди', many: 'мільярдів', gender: 'masculine' },
];

const ukPlural = new Intl.PluralRules('uk');

/** The Ukrainian noun form a whole number takes (Intl's categories: one, few, many). */
export function chooseUkForm(count: number, forms: UkForms): string {
  const category = ukPlural.select(count);
  return category === 'one' ? forms.one : category === 'few' ? forms.few : forms.many;
}

function ukTriplet(n: number, gender: Gender): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(UK_HUNDREDS[hundreds] as string);
  if (rest >= 10 && rest < 20) words.push(UK_TEENS[rest - 10] as string);
  else {
    if (rest >= 20) words.push(UK_TENS[Math.floor(rest / 10)] as string);
    if (rest % 10) words.push(UK_ONES[gender][rest % 10] as string);
  }
  return words;
}

/** A whole number in Ukrainian words, agreeing in gender with the noun that follows. */
export function ukNumberInWords(n: number, gender: Gender): string {
  if (n === 0) return 'нуль';
  const words: string[] = [];
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] as number;
    if (!group) continue;
    if (i === 0) words.push(...ukTriplet(group, gender));
    else {
      const scale = UK_SCALES[i - 1] as UkUnit;
      words.push(...ukTriplet(group, scale.gender), chooseUkForm(group, scale));
    }
  }
  return words.join(' ');
}

const EN_CURRENCIES: Record<ActCurrency, { major: [string, string]; minor: [string, string] }> = {
  UAH: { major: ['hryvnia', 'hryvnias'], minor: ['kopiyka', 'kopiykas'] },
  USD: { major: ['US dollar', 'US dollars'], minor: ['cent', 'cents'] },
  EUR: { major: ['euro', 'euros'], minor: ['cent', 'cents'] },
  PLN: { major: ['Polish zloty', 'Polish zlotys'], minor: ['grosz', 'groszy'] },
  GBP: { major: ['pound sterling', 'pounds sterling'], minor: ['penny', 'pence'] },
  ILS: { major: ['new Israeli shekel', 'new Israeli shekels'], minor: ['agora', 'agorot'] },
};

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];
const EN_SCALES = ['thousand', 'million', 'billion'];

function enTriplet(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) words.push(`${EN_ONES[hundreds]} hundred`);
  if (rest >= 20) {
    const ones = rest % 10;
    words.push(
      ones ? `${EN_TENS[Math.floor(rest / 10)]}-${EN_ONES[ones]}` : (EN_TENS[rest / 10] as string),
    );
  } else if (rest) words.push(EN_ONES[rest] as string);
  return words;
}

/** A whole number in English words ("one thousand two hundred thirty-four"). */
export function enNumberInWords(n: number): string {
  if (n === 0) return 'zero';
  const words: string[] = [];
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] as number;
    if (!group) continue;
    words.push(...enTriplet(group));
    if (i > 0) words.push(EN_SCALES[i - 1] as string);
  }
  return words.join(' ');
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** An amount (in minor units) in words, in Ukrainian or English, with the currency's names. */
export function amountInWords(minor: number, currency: ActCurrency, lang: 'uk' | 'en'): string {
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  if (lang === 'uk') {
    const { major, minor: unit } = UK_CURRENCIES[currency];
    return `${ukNumberInWords(whole, major.gender)} ${chooseUkForm(whole, major)} ${twoDigits(cents)} ${chooseUkForm(cents, unit)}`;
  }
  const { major, minor: unit } = EN_CURRENCIES[currency];
  return `${enNumberInWords(whole)} ${whole === 1 ? major[0] : major[1]} ${twoDigits(cents)} ${cents === 1 ? unit[0] : unit[1]}`;
}
