import { createRequire } from 'node:module';
import path from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/**
 * Roboto as pdfmake ships it (Latin with Polish diacritics, Cyrillic for Ukrainian and Russian),
 * read from the installed package: nothing is fetched at run time, and the glyphs a document uses
 * are embedded in it as a subset, so its text stays searchable and copyable.
 */
const robotoDir = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

export const PDF_FONT = 'Roboto';

export const PDF_FONT_FILES = {
  normal: path.join(robotoDir, 'Roboto-Regular.ttf'),
  bold: path.join(robotoDir, 'Roboto-Medium.ttf'),
  italics: path.join(robotoDir, 'Roboto-Italic.ttf'),
  bolditalics: path.join(robotoDir, 'Roboto-MediumItalic.ttf'),
} as const;

export function listPdfFonts(): TFontDictionary {
  return { [PDF_FONT]: { ...PDF_FONT_FILES } };
}
