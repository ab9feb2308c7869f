import { describe, expect, it } from 'vitest';
import { parseAmountMinor } from './acts.schemas.ts';
import { amountInWords, enNumberInWords, ukNumberInWords } from './amount-in-words.ts';

describe('amount in words, Ukrainian', () => {
  it('agrees the number with the noun in gender and plural form', () => {
    expect(amountInWords(100, 'UAH', 'uk')).toBe('одна гривня 00 копійок');
    expect(amountInWords(201, 'UAH', 'uk')).toBe('дві гривні 01 копійка');
    expect(amountInWords(502, 'UAH', 'uk')).toBe("п'ять гривень 02 копійки");
    expect(amountInWords(1111, 'UAH', 'uk')).toBe('одинадцять гривень 11 копійок');
    expect(amountInWords(2122, 'UAH', 'uk')).toBe('двадцять одна гривня 22 копійки');
    expect(amountInWords(100, 'USD', 'uk')).toBe('один долар США 00 центів');
    expect(amountInWords(200, 'USD', 'uk')).toBe('два долари США 00 центів');
    expect(amountInWords(2500, 'PLN', 'uk')).toBe("двадцять п'ять польських злотих 00 грошів");
    expect(amountInWords(350, 'EUR', 'uk')).toBe('три євро 50 євроцентів');
    expect(amountInWords(4101, 'ILS', 'uk')).toBe('сорок один новий ізраїльський шекель 01 агора');
    expect(amountInWords(1203, 'GBP', 'uk')).toBe('дванадцять фунтів стерлінгів 03 пенні');
  });

  it('writes thousands, millions and billions with their own forms', () => {
    expect(ukNumberInWords(1234, 'feminine')).toBe('одна тисяча двісті тридцять чотири');
    expect(ukNumberInWords(2000, 'masculine')).toBe('дві тисячі');
    expect(ukNumberInWords(5000, 'masculine')).toBe("п'ять тисяч");
    expect(ukNumberInWords(21_000, 'masculine')).toBe('двадцять одна тисяча');
    expect(ukNumberInWords(1_002_000, 'feminine')).toBe('один мільйон дві тисячі');
    expect(ukNumberInWords(999_999_999, 'masculine')).toBe(
      "дев'ятсот дев'яносто дев'ять мільйонів дев'ятсот дев'яносто дев'ять тисяч дев'ятсот дев'яносто дев'ять",
    );
    expect(amountInWords(123_456_789, 'UAH', 'uk')).toBe(
      "один мільйон двісті тридцять чотири тисячі п'ятсот шістдесят сім гривень 89 копійок",
    );
    expect(ukNumberInWords(0, 'feminine')).toBe('нуль');
  });
});

describe('amount in words, English', () => {
  it('spells the whole part and names both units', () => {
    expect(amountInWords(123_450, 'UAH', 'en')).toBe(
      'one thousand two hundred thirty-four hryvnias 50 kopiykas',
    );
    expect(amountInWords(101, 'USD', 'en')).toBe('one US dollar 01 cent');
    expect(amountInWords(1_000_000_00, 'EUR', 'en')).toBe('one million euros 00 cents');
    expect(amountInWords(220, 'GBP', 'en')).toBe('two pounds sterling 20 pence');
    expect(amountInWords(50, 'ILS', 'en')).toBe('zero new Israeli shekels 50 agorot');
    expect(enNumberInWords(90_015)).toBe('ninety thousand fifteen');
    expect(enNumberInWords(2_000_000_001)).toBe('two billion one');
  });
});

describe('parseAmountMinor', () => {
  it('reads a dot or a comma and up to two decimals', () => {
    expect(parseAmountMinor('1234.5')).toBe(123_450);
    expect(parseAmountMinor('1234,05')).toBe(123_405);
    expect(parseAmountMinor(' 7 ')).toBe(700);
    expect(parseAmountMinor('1.234')).toBeNull();
    expect(parseAmountMinor('-1')).toBeNull();
    expect(parseAmountMinor('1e3')).toBeNull();
  });
});
