import path from 'node:path';

/**
 * What in a deck could run code somewhere: in PowerPoint when a teacher downloads the deck, in
 * LibreOffice while it renders, or in a browser that opens a part. Decision 018 says why each kind
 * is refused rather than stripped: every one of them is refused with what to do instead.
 */
type ActiveProblem = 'MACROS' | 'ACTIVE_CONTENT' | 'UNSAFE_MEDIA';

// Chart data is an embedded workbook; plain OOXML packages hold no code.
const PLAIN_EMBEDDINGS = new Set(['xlsx', 'docx', 'pptx']);
const MACRO_EMBEDDINGS = new Set(['xlsm', 'xlsb', 'docm', 'pptm', 'ppsm', 'potm', 'dotm', 'xltm']);
// Web pages, scripts and plug-in content; .svgz cannot be scanned without inflating it again.
const WEB_EXTENSIONS = new Set([
  'html',
  'htm',
  'xhtml',
  'xht',
  'mht',
  'mhtml',
  'js',
  'mjs',
  'hta',
  'swf',
  'svgz',
]);

/** The problem a part's name gives away (lower-case zip entry name), or null. */
export function activeContentOfName(key: string): ActiveProblem | null {
  // Folders hold nothing; zip tools list them as entries of their own.
  if (key.endsWith('/')) return null;
  const extension = path.posix.extname(key).slice(1);
  if (path.posix.basename(key) === 'vbaproject.bin') return 'MACROS';
  if (key.startsWith('ppt/activex/')) return 'ACTIVE_CONTENT';
  if (key.startsWith('ppt/embeddings/')) {
    if (MACRO_EMBEDDINGS.has(extension)) return 'MACROS';
    if (!PLAIN_EMBEDDINGS.has(extension)) return 'ACTIVE_CONTENT';
  }
  if (WEB_EXTENSIONS.has(extension)) return 'UNSAFE_MEDIA';
  return null;
}

// An OLE object or ActiveX control, wherever its target lives (a linked one points outside).
const ACTIVE_RELATIONSHIP =
  /\bType\s*=\s*["'][^"']*\/(oleObject|control|activeXControlBinary)["']/i;
const MACRO_RELATIONSHIP = /\bType\s*=\s*["'][^"']*\/(vbaProject|vbaProjectSignature)["']/i;

/** The problem a relationships part reveals, or null. */
export function activeContentOfRelationships(xml: string): ActiveProblem | null {
  if (MACRO_RELATIONSHIP.test(xml)) return 'MACROS';
  if (ACTIVE_RELATIONSHIP.test(xml)) return 'ACTIVE_CONTENT';
  return null;
}

/** The problem a content type declared for a part that exists reveals, or null. */
export function activeContentOfType(contentType: string): ActiveProblem | 'TEMPLATE' | null {
  const type = contentType.toLowerCase();
  if (type.includes('macroenabled') || type.includes('vbaproject')) return 'MACROS';
  if (type.includes('presentationml.template.main')) return 'TEMPLATE';
  if (type.includes('activex') || type.includes('oleobject')) return 'ACTIVE_CONTENT';
  if (/html|javascript|ecmascript|shockwave/.test(type)) return 'UNSAFE_MEDIA';
  return null;
}

// Script elements, event handlers, script URLs, and HTML smuggled in through foreignObject.
const SVG_SCRIPT =
  /<(?:[\w.-]+:)?(?:script|foreignObject|iframe|embed|object|handler)\b|\son[a-z]+\s*=|(?:java|vb)script\s*:|data\s*:\s*text\/html/i;
// References to anything outside the picture (a renderer would fetch them): only `#id` and
// embedded `data:` are kept.
const SVG_EXTERNAL =
  /\bhref\s*=\s*["']\s*(?!#|data:)[^"'\s]|url\(\s*["']?\s*(?!#|data:)[^)"'\s]|@import/i;

/**
 * True when an SVG picture runs anything when a browser opens it, or makes whatever draws it
 * fetch something from elsewhere.
 */
export function isActiveSvg(svg: Buffer): boolean {
  // Without NUL bytes, markup reads the same in UTF-8 and in either UTF-16.
  const text = svg.toString('latin1').replaceAll('\0', '');
  return SVG_SCRIPT.test(text) || SVG_EXTERNAL.test(text);
}
