import fc from 'fast-check';
import { MAX_INPUT_DEPTH } from '../src/lib/input-limits.ts';

/** The parts of a JSON schema (as @fastify/swagger documents route inputs) the fuzzer reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

type Param = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

export type Operation = {
  method: string;
  /** As the document writes it: `/api/clients/{id}`. */
  path: string;
  params: Param[];
  /** The JSON body schema, when the route takes one. */
  body: JsonSchema | null;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: (Omit<Param, 'in'> & { in: string })[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
};

/** Every operation of the OpenAPI document, with its path and query parameters and JSON body. */
export function listOperations(document: unknown): Operation[] {
  const { paths } = document as OpenApiDocument;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? []).filter(
        (p): p is Param => p.in === 'path' || p.in === 'query',
      ),
      body: operation.requestBody?.content['application/json']?.schema ?? null,
    })),
  );
}

/** JSON nested `levels` deep, spliced into the text of a body or query as it is sent. */
class Nested {
  constructor(readonly levels: number) {}
  toJSON() {
    return `__nested_${this.levels}__`;
  }
  text() {
    return `${'['.repeat(this.levels)}${']'.repeat(this.levels)}`;
  }
}

/** Text sent exactly as written: malformed percent-escapes in a URL, or a body that is not JSON. */
class RawText {
  constructor(readonly text: string) {}
}

const REFUSED_TEXT = ['ab\u0000cd', '\u0000', 'x\ud800y', '\udfff', 'tail\ud83d'];
const EXTREME_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  5e-324,
];
const WRONG_TYPES = [null, true, false, [], {}, '', ' ', '1', [1, 2], { id: 1 }, 'null', 'NaN'];
const UNICODE = [
  '🦖'.repeat(60),
  'Со́фія',
  'e\u0301',
  '\u202eevil',
  '\ufeffBOM',
  'zero\u200bwidth',
  'İı',
  '𝕊𝕠𝕗𝕚𝕒',
  'Z̴̡̛a̸l̷g̶o',
];
const PROBES = [
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template probe, sent as plain text
  '${7*7}',
  '\r\nX-Injected: 1',
];
const EDGE_DATES = [
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-29',
  '1970-01-01T00:00:00+14:00',
];
const LONG_TEXT = ['a'.repeat(10_000), 'я'.repeat(100_000)];
const PROTOTYPE_KEYS = [
  JSON.parse('{"__proto__":{"isRoot":true}}'),
  JSON.parse('{"constructor":{"prototype":{"isRoot":true}}}'),
];
const TOO_DEEP = [MAX_INPUT_DEPTH + 1, 5_000, 100_000].map((levels) => new Nested(levels));
const RAW_URL_TEXT = ['%00', '%zz', '%', '%ED%A0%80', '..', '%2e%2e', '%2F', 'a%00b'].map(
  (text) => new RawText(text),
);

/** Values the server must refuse wherever they appear: unstorable text, nesting too deep. */
export const unstorableValue: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  ...REFUSED_TEXT,
  ...TOO_DEEP,
);

/** Values no field should take: refused text, extreme numbers and dates, wrong types, nesting. */
export const adversarialValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    ...REFUSED_TEXT,
    ...EXTREME_NUMBERS,
    ...WRONG_TYPES,
    ...UNICODE,
    ...PROBES,
    ...EDGE_DATES,
    ...LONG_TEXT,
    ...PROTOTYPE_KEYS,
    ...TOO_DEEP,
  ),
  // Control characters, NUL among them.
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Ids the fuzzer names: the world's workspaces and users, and small ids of anything else. */
export type Ids = { workspaces: number[]; users: number[] };

const KNOWN_TEXT: Record<string, string[]> = {
  time_zone: ['Europe/Kyiv', 'UTC'],
  email: ['iryna@example.com'],
  contact_email: ['iryna@example.com', ''],
  password: ['secret-password-1'],
};

function plausibleNumber(schema: JsonSchema, name: string, ids: Ids): fc.Arbitrary<unknown> {
  if (/^workspace_?id$/i.test(name)) return fc.constantFrom(...ids.workspaces);
  if (/(^|_)user_?id$|^(teacher|diagnostician)_id$/i.test(name)) {
    return fc.constantFrom(...ids.users);
  }
  if (/(^|_)ids?$|Id$/.test(name)) return fc.integer({ min: 1, max: 30 });
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
  const max = Math.min(schema.maximum ?? min + 1000, min + 1000);
  return fc.integer({ min: Math.max(min, -1000), max: Math.max(max, -1000) });
}

function plausibleString(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
  const known = KNOWN_TEXT[name];
  if (known) return fc.constantFrom(...known);
  if (schema.format === 'date') {
    return fc.integer({ min: 2020, max: 2030 }).map((year) => `${year}-03-15`);
  }
  if (schema.format === 'date-time') return fc.constant(new Date().toISOString());
  if (schema.format === 'email') return fc.constant('iryna@example.com');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 30, minLength + 30) });
}

/** Values that could pass the schema (shapes, bounds, enums, ids of the world). */
export function plausibleValue(
  schema: JsonSchema,
  name: string,
  ids: Ids,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > 4 || schema.$ref) return fc.jsonValue({ maxDepth: 2 });
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf?.slice(0, 1);
  if (variants) return fc.oneof(...variants.map((v) => plausibleValue(v, name, ids, depth)));
  if (Array.isArray(schema.type)) {
    return fc.oneof(
      ...schema.type.map((type) => plausibleValue({ ...schema, type }, name, ids, depth)),
    );
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return plausibleNumber(schema, name, ids);
    case 'string':
      return plausibleString(schema, name);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausibleValue(schema.items ?? {}, name, ids, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const free =
        typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
      return plausibleObject(schema, (key, property) =>
        plausibleValue(schema.properties ? property : free, key || name, ids, depth + 1),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** An object of the schema's properties (or a few free keys), each value from `valueFor`. */
function plausibleObject(
  schema: JsonSchema,
  valueFor: (key: string, schema: JsonSchema) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (!schema.properties) {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), valueFor('', {}), {
      maxKeys: 3,
    });
  }
  const shape = Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => [key, valueFor(key, property)]),
  );
  return fc.record(shape, { requiredKeys: schema.required ?? [] });
}

/** A value for one field: mostly plausible, sometimes adversarial. */
export function fieldValue(schema: JsonSchema, name: string, ids: Ids) {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleValue(schema, name, ids) },
    { weight: 1, arbitrary: adversarialValue },
  );
}

/**
 * A JSON body for the schema: its fields each plausible or adversarial (sometimes with a field
 * nobody declared), or an adversarial value as the whole body, or text that is not JSON at all.
 */
export function bodyValue(schema: JsonSchema, ids: Ids): fc.Arbitrary<unknown> {
  const fields = schema.properties
    ? fc
        .tuple(
          plausibleObject(schema, (key, property) => fieldValue(property, key, ids)),
          fc.option(fc.tuple(fc.string({ maxLength: 12 }), adversarialValue), { freq: 4 }),
        )
        .map(([value, extra]) => (extra ? { ...(value as object), [extra[0]]: extra[1] } : value))
    : fieldValue(schema, '', ids);
  return fc.oneof(
    { weight: 6, arbitrary: fields },
    { weight: 1, arbitrary: adversarialValue },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((s) => new RawText(`${s}{`)) },
  );
}

/** Path parameter values: plausible, adversarial, or malformed URL text. */
export function pathValue(schema: JsonSchema, name: string, ids: Ids) {
  return fc.oneof(
    { weight: 4, arbitrary: plausibleValue(schema, name, ids) },
    { weight: 1, arbitrary: adversarialValue },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_TEXT) },
  );
}

/** A value as the text of a URL part or a form field. */
export function textOf(value: unknown): string {
  if (value instanceof Nested) return value.text();
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return serializeJson(value);
  return String(value);
}

/** Percent-encodes UTF-8 bytes (a lone surrogate goes out as U+FFFD, as from any browser). */
export function encodeUrlPart(value: unknown): string {
  if (value instanceof RawText) return value.text;
  return [...Buffer.from(textOf(value))]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** JSON text of a generated value, with nesting markers spliced in. */
export function serializeJson(value: unknown): string {
  if (value instanceof RawText) return value.text;
  return JSON.stringify(value).replace(/"__nested_(\d+)__"/g, (_, levels: string) =>
    new Nested(Number(levels)).text(),
  );
}

const isWellFormed = (text: string) =>
  (text as unknown as { isWellFormed: () => boolean }).isWellFormed();

/** Text PostgreSQL could not store as sent (worked out apart from the server's own check). */
export const isUnstorableText = (text: string) => text.includes('\0') || !isWellFormed(text);

/** The generated JSON value carries unstorable text or nests deeper than the limit. */
export function mustRefuseJson(value: unknown, depth = 0): boolean {
  if (value instanceof Nested) return depth + value.levels > MAX_INPUT_DEPTH;
  if (typeof value === 'string') return isUnstorableText(value);
  if (typeof value !== 'object' || value === null || value instanceof RawText) return false;
  if (depth + 1 > MAX_INPUT_DEPTH) return true;
  return Object.entries(value).some(
    ([key, child]) => isUnstorableText(key) || mustRefuseJson(child, depth + 1),
  );
}

/** The URL text decodes to a NUL (lone surrogates cannot travel in a URL: they become U+FFFD). */
export function mustRefuseUrlPart(encoded: string): boolean {
  try {
    return decodeURIComponent(encoded.replaceAll('+', ' ')).includes('\0');
  } catch {
    return false;
  }
}
