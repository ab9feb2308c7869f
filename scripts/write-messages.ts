/**
 * Writes the contracts' message catalogue as the web's `messages` translation namespace, and the
 * qualification names as its `qualifications` namespace, one file per language
 * (`apps/web/public/locales/<lang>/{messages,qualifications}.json`), so a page downloads only its
 * language. Run after changing packages/contracts/src/messages.ts or qualification-names.ts:
 * `npm run messages` (a web test fails while the files and the contracts differ).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, MESSAGES, QUALIFICATION_NAMES } from '../packages/contracts/src/index.ts';

const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');

async function writeNamespace(
  namespace: string,
  catalogue: Record<string, Record<(typeof LANGUAGES)[number], unknown>>,
) {
  for (const language of LANGUAGES) {
    const texts = Object.fromEntries(
      Object.entries(catalogue).map(([key, byLanguage]) => [key, byLanguage[language]]),
    );
    const file = path.join(localesDir, language, `${namespace}.json`);
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, `${JSON.stringify(texts, null, 2)}\n`);
    await fs.rename(temporary, file);
  }
}

await writeNamespace('messages', MESSAGES);
await writeNamespace('qualifications', QUALIFICATION_NAMES);
