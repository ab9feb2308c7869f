/** Deeper than any slide PowerPoint writes (a few dozen levels) and far below a parser's stack. */
const MAX_XML_DEPTH = 256;

const LT = 0x3c; // <
const GT = 0x3e; // >
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

type State =
  | 'text'
  | 'tagStart'
  | 'openTag'
  | 'quoted'
  | 'closeTag'
  | 'bang'
  | 'comment'
  | 'cdata'
  | 'declaration'
  | 'instruction';

/**
 * Feeds an XML part chunk by chunk and answers true once its elements nest deeper than `limit`.
 * A linear byte scan with a counter, so it runs before any parser (whose recursion a 90,000-level
 * part would exhaust) and costs one pass over bytes that are inflated anyway. Comments, CDATA,
 * processing instructions and quoted attribute values are skipped, so a `<` inside them never
 * counts. A part that is not well formed is left to the parser to refuse.
 */
export function createDepthScanner(limit = MAX_XML_DEPTH): (chunk: Buffer) => boolean {
  let state: State = 'text';
  let depth = 0;
  let quote = 0;
  // The last bytes seen inside a comment, CDATA or tag: enough to spot `-->`, `]]>` and `/>`.
  let previous = 0;
  let beforePrevious = 0;
  let bangBytes = 0;

  return (chunk) => {
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      switch (state) {
        case 'text':
          if (byte === LT) state = 'tagStart';
          break;
        case 'tagStart':
          if (byte === SLASH) {
            state = 'closeTag';
          } else if (byte === BANG) {
            state = 'bang';
            bangBytes = 0;
          } else if (byte === QUESTION) {
            state = 'instruction';
          } else {
            if (++depth > limit) return true;
            state = 'openTag';
          }
          break;
        case 'openTag':
          if (byte === DOUBLE_QUOTE || byte === SINGLE_QUOTE) {
            quote = byte;
            state = 'quoted';
          } else if (byte === GT) {
            if (previous === SLASH) depth--;
            state = 'text';
          }
          break;
        case 'quoted':
          if (byte === quote) state = 'openTag';
          break;
        case 'closeTag':
          if (byte === GT) {
            depth--;
            state = 'text';
          }
          break;
        case 'bang':
          // `<!--` opens a comment, `<![` a CDATA section; anything else ends at the next `>`.
          bangBytes++;
          if (bangBytes === 1 && byte === BRACKET) state = 'cdata';
          else if (bangBytes === 2 && byte === DASH && previous === DASH) state = 'comment';
          else if (bangBytes === 2 || byte === GT) state = byte === GT ? 'text' : 'declaration';
          break;
        case 'comment':
          if (byte === GT && previous === DASH && beforePrevious === DASH) state = 'text';
          break;
        case 'cdata':
          if (byte === GT && previous === CLOSE_BRACKET && beforePrevious === CLOSE_BRACKET) {
            state = 'text';
          }
          break;
        case 'declaration':
          if (byte === GT) state = 'text';
          break;
        case 'instruction':
          if (byte === GT && previous === QUESTION) state = 'text';
          break;
      }
      beforePrevious = previous;
      previous = byte;
    }
    return false;
  };
}
