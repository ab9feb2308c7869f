/** A small, fast XML tag scanner for OOXML parts: no tree, only tags in document order. */

type TagKind = 'open' | 'close' | 'empty';
type VisitTag = (
  kind: TagKind,
  name: string,
  attributes: string,
  start: number,
  end: number,
) => void;

// Attribute values may hold `>`, so a tag ends at the first `>` outside quotes.
const OPEN_TAG = /<([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const CLOSE_TAG = /<\/([^\s>]+)\s*>/y;

/** Calls `visit` for every element tag in document order, skipping comments, CDATA and PIs. */
export function scanTags(xml: string, visit: VisitTag): void {
  let at = xml.indexOf('<');
  while (at !== -1) {
    const next = xml.charCodeAt(at + 1);
    let end: number;
    if (next === 0x21 /* ! */) {
      if (xml.startsWith('<!--', at)) end = xml.indexOf('-->', at + 4) + 3;
      else if (xml.startsWith('<![CDATA[', at)) end = xml.indexOf(']]>', at + 9) + 3;
      else end = xml.indexOf('>', at) + 1;
      if (end < 3) throw new Error('Unterminated XML markup');
    } else if (next === 0x3f /* ? */) {
      end = xml.indexOf('?>', at + 2) + 2;
      if (end < 2) throw new Error('Unterminated XML processing instruction');
    } else if (next === 0x2f /* / */) {
      CLOSE_TAG.lastIndex = at;
      const match = CLOSE_TAG.exec(xml);
      if (!match) throw new Error('Malformed XML closing tag');
      end = CLOSE_TAG.lastIndex;
      visit('close', match[1] ?? '', '', at, end);
    } else {
      OPEN_TAG.lastIndex = at;
      const match = OPEN_TAG.exec(xml);
      if (!match) throw new Error('Malformed XML tag');
      end = OPEN_TAG.lastIndex;
      visit(match[3] ? 'empty' : 'open', match[1] ?? '', match[2] ?? '', at, end);
    }
    at = xml.indexOf('<', end);
  }
}

const attributePatterns = new Map<string, RegExp>();

export function readAttribute(attributes: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    pattern = new RegExp(`(?:^|\\s)${escaped}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(attributes);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number(body.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[body] ?? entity;
  });
}
