import fs from 'node:fs';
import path from 'node:path';
import {
  AUDIT_ACTIONS,
  getRoleName,
  LANGUAGES,
  listBuiltRoutes,
  MESSAGES,
  QUALIFICATION_NAMES,
  ROLE_IDS,
  WORKSPACE_ROLE_IDS,
} from '@slovo/contracts';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');
const localesDir = path.join(webRoot, 'public', 'locales');
const sourceDir = path.join(webRoot, 'src');

type Tree = { [key: string]: string | Tree };

/** Generated from the contracts' catalogue (`npm run messages`), checked against it below. */
const GENERATED_NAMESPACE = 'messages';

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The hand-written namespaces of one language. */
function readNamespaces(language: string): Map<string, Tree> {
  const dir = path.join(localesDir, language);
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json') && file !== `${GENERATED_NAMESPACE}.json`)
      .map((file) => [path.basename(file, '.json'), readJson(path.join(dir, file)) as Tree]),
  );
}

/**
 * `namespace:nested.key` -> value, for every leaf of every namespace of one language. Plural
 * forms (`key_one`, `key_few`...) count as their key, as i18next reads them: each language has
 * its own set of forms (English one/other, Ukrainian one/few/many/other...).
 */
function flatten(namespaces: Map<string, Tree>): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  const walk = (namespace: string, node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const fullKey = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && value !== null) walk(namespace, value, fullKey);
      else entries.set(`${namespace}:${fullKey.replace(PLURAL_SUFFIX, '')}`, value);
    }
  };
  for (const [namespace, tree] of namespaces) walk(namespace, tree, '');
  return entries;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Key -> the plural forms a language gives it. */
function listPluralForms(namespaces: Map<string, Tree>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  const walk = (namespace: string, node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const fullKey = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'object' && value !== null) {
        walk(namespace, value, fullKey);
        continue;
      }
      const form = PLURAL_SUFFIX.exec(fullKey)?.[1];
      if (!form) continue;
      const base = `${namespace}:${fullKey.replace(PLURAL_SUFFIX, '')}`;
      forms.set(base, [...(forms.get(base) ?? []), form].sort());
    }
  };
  for (const [namespace, tree] of namespaces) walk(namespace, tree, '');
  return forms;
}

function listSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const KEY_PATTERNS = [/\bt\(\s*'([^']+)'/g, /\bt\(\s*"([^"]+)"/g, /\bi18nKey=["']([^"']+)["']/g];

/** Every literal translation key in the app's source, with the file that uses it. */
function collectUsedKeys(): { key: string; file: string }[] {
  return listSourceFiles(sourceDir).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return KEY_PATTERNS.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((match) => ({
        key: match[1] ?? '',
        file: path.relative(webRoot, file),
      })),
    );
  });
}

const byLanguage = new Map(
  LANGUAGES.map((language) => [language, flatten(readNamespaces(language))]),
);
const english = byLanguage.get('en') ?? new Map<string, unknown>();

describe('translations', () => {
  it.each(LANGUAGES)(
    'carry the message catalogue in %s as it is (npm run messages)',
    (language) => {
      const texts = Object.fromEntries(
        Object.entries(MESSAGES).map(([key, byLanguage]) => [key, byLanguage[language]]),
      );
      expect(readJson(path.join(localesDir, language, `${GENERATED_NAMESPACE}.json`))).toEqual(
        texts,
      );
    },
  );

  it.each(LANGUAGES)(
    'carry the qualification names in %s as the contracts hold them (npm run messages)',
    (language) => {
      const names = Object.fromEntries(
        Object.entries(QUALIFICATION_NAMES).map(([key, byLanguage]) => [key, byLanguage[language]]),
      );
      expect(readJson(path.join(localesDir, language, 'qualifications.json'))).toEqual(names);
    },
  );

  it('have the same namespace files in every language', () => {
    const expected = [...readNamespaces('en').keys()].sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect([...readNamespaces(language).keys()].sort(), language).toEqual(expected);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'have exactly the English keys in %s',
    (language) => {
      const keys = [...(byLanguage.get(language)?.keys() ?? [])];
      const missing = [...english.keys()].filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    },
  );

  it.each(LANGUAGES)('give plural keys exactly the plural forms of %s', (language) => {
    const expected = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    const wrong = [...listPluralForms(readNamespaces(language))].filter(
      ([, forms]) => JSON.stringify(forms) !== JSON.stringify(expected),
    );
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('say a counted noun in its plural forms in %s, never as "(s)"', (language) => {
    const namespaces = readNamespaces(language);
    const pluralKeys = listPluralForms(namespaces);
    const wrong = [...flatten(namespaces)].flatMap(([key, value]) => {
      const text = String(value);
      const isUncounted = text.includes('{{count}}') && !pluralKeys.has(key);
      return isUncounted || /\p{L}\(\p{L}{1,3}\)/u.test(text) ? [key] : [];
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('have no empty or non-text values in %s', (language) => {
    const empty = [...(byLanguage.get(language) ?? [])]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keep the same {{placeholders}} in every language', () => {
    const placeholders = (value: unknown) =>
      [...String(value).matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    const mismatched = LANGUAGES.flatMap((language) =>
      [...english].flatMap(([key, value]) =>
        JSON.stringify(placeholders(byLanguage.get(language)?.get(key))) ===
        JSON.stringify(placeholders(value))
          ? []
          : [`${language} ${key}`],
      ),
    );
    expect(mismatched).toEqual([]);
  });

  it('name a namespace in every key the source uses', () => {
    const used = collectUsedKeys();
    expect(used.length).toBeGreaterThan(20);
    const withoutNamespace = used.filter(({ key }) => !key.includes(':'));
    expect(withoutNamespace).toEqual([]);
  });

  it('contain every key the source uses', () => {
    const missing = collectUsedKeys().filter(({ key }) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('contain the keys built from ids: navigation, roles, role hints and audit actions', () => {
    const navKeys = listBuiltRoutes()
      .filter((route) => route.nav)
      .map((route) => `shell:nav.${route.id}`);
    const roleKeys = ROLE_IDS.map((id) => `common:roles.${getRoleName(id)}`);
    const roleHintKeys = WORKSPACE_ROLE_IDS.map((id) => `users:roles.hints.${getRoleName(id)}`);
    const actionKeys = AUDIT_ACTIONS.map((action) => `audit:actions.${action}`);
    const missing = [...navKeys, ...roleKeys, ...roleHintKeys, ...actionKeys].filter(
      (key) => !english.has(key),
    );
    expect(missing).toEqual([]);
  });
});
