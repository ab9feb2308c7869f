import { AppError } from './app-error.ts';

/**
 * Deepest nesting of objects and arrays a request may carry. Our own payloads stay within a
 * handful of levels; schemas of recursive values (z.json) overflow the stack in the thousands.
 */
export const MAX_INPUT_DEPTH = 64;

/** Half of a UTF-16 surrogate pair, without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that cannot be stored as sent: a NUL (PostgreSQL text cannot hold it) or a lone surrogate
 * (not Unicode: jsonb refuses its escape, and text columns would silently store U+FFFD instead).
 */
const isUnstorable = (text: string) => text.includes('\0') || LONE_SURROGATE.test(text);

type Node = { value: unknown; depth: number; key: string; parent: Node | null };

function pathOf(node: Node): string[] {
  const path: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * What makes a request value unacceptable: nesting deeper than MAX_INPUT_DEPTH, or the path of
 * a string (value or key) that cannot be stored as sent. Walks with its own stack, so no input
 * can overflow the call stack here.
 */
function findUnacceptableInput(
  value: unknown,
): { kind: 'too-deep' } | { kind: 'text'; path: string[] } | null {
  const stack: Node[] = [{ value, depth: 0, key: '', parent: null }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (typeof node.value === 'string') {
      if (isUnstorable(node.value)) return { kind: 'text', path: pathOf(node) };
      continue;
    }
    // Raw bytes (a body no parser turned into values) hold no text of ours.
    if (typeof node.value !== 'object' || node.value === null || ArrayBuffer.isView(node.value)) {
      continue;
    }
    const depth = node.depth + 1;
    if (depth > MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    for (const [key, child] of Object.entries(node.value)) {
      const childNode = { value: child, depth, key, parent: node };
      if (isUnstorable(key)) return { kind: 'text', path: pathOf(childNode) };
      stack.push(childNode);
    }
  }
  return null;
}

/**
 * Refuses a value `findUnacceptableInput` objects to with 400 `INPUT_NOT_ACCEPTED`, naming the
 * field (under `prefix`, as validation errors do) when the problem is its text.
 */
export function assertAcceptableInput(value: unknown, prefix = ''): void {
  const found = findUnacceptableInput(value);
  if (!found) return;
  if (found.kind === 'too-deep') throw new AppError('INPUT_NOT_ACCEPTED');
  const path = [prefix, ...found.path].filter(Boolean).join('.');
  throw new AppError('INPUT_NOT_ACCEPTED', path ? { details: { fields: [{ path }] } } : {});
}
