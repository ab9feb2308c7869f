/**
 * Writes the contracts' message catalogue as the web's `messages` translation namespace, one
 * file per language (`apps/web/public/locales/<lang>/messages.json`), so a page downloads only
 * its language. Run after changing packages/contracts/src/messages.ts: `npm run messages` (a web
 * test fails while the files and the catalogue differ).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, MESSAGES } from '../packages/contracts/src/index.ts';

const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');

for (const language of LANGUAGES) {
  const texts = Object.fromEntries(
    Object.entries(MESSAGES).map(([key, byLanguage]) => [key, byLanguage[language]]),
  );
  const file = path.join(localesDir, language, 'messages.json');
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify(texts, null, 2)}\n`);
  await fs.rename(temporary, file);
}
