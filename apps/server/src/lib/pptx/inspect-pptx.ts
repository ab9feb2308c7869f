import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import JSZip from 'jszip';
import { MAIN_PART_CONTENT_TYPES, toPartKey } from './check-pptx.ts';

type DeckAudio = { part: string; contentType: string };

export type DeckSlide = {
  /** 1-based, in the order of the presentation's slide list. */
  index: number;
  title: string;
  /** Every paragraph of the slide, title included, one per line. */
  text: string;
  notes: string;
  audio: DeckAudio[];
  /** Zip paths of the pictures the slide refers to. */
  images: string[];
  hasOwnBackground: boolean;
  /** `show="0"`: PowerPoint's Hide Slide, skipped in a slideshow. */
  hidden: boolean;
};

export type DeckInfo = { slides: DeckSlide[] };

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const AUDIO_RELATIONSHIPS = new Set([
  `${RELATIONSHIP}audio`,
  'http://schemas.microsoft.com/office/2007/relationships/media',
]);
const IMAGE_RELATIONSHIP = `${RELATIONSHIP}image`;
const SLIDE_RELATIONSHIP = `${RELATIONSHIP}slide`;
const NOTES_RELATIONSHIP = `${RELATIONSHIP}notesSlide`;
const DIAGRAM_DATA_RELATIONSHIP = `${RELATIONSHIP}diagramData`;

const AUDIO_CONTENT_TYPES: Record<string, string> = {
  aac: 'audio/aac',
  aif: 'audio/aiff',
  aiff: 'audio/aiff',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mid: 'audio/midi',
  midi: 'audio/midi',
  mp3: 'audio/mpeg',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  opus: 'audio/opus',
  wav: 'audio/wav',
  weba: 'audio/webm',
  wma: 'audio/x-ms-wma',
};

const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);
// Filled in by PowerPoint itself, so they say nothing about the slide.
const GENERATED_PLACEHOLDERS = new Set(['sldNum', 'dt']);

type XmlNode = Record<string, unknown>;
type Relationship = { type: string; part: string | null };
type Deck = {
  zip: JSZip;
  names: Map<string, string>;
  contentTypes: { defaults: Map<string, string>; overrides: Map<string, string> };
};

// Order matters (runs of a paragraph, shapes of a slide), and a:t "007" must stay a string.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
});

/**
 * Reads what the player and the library need from a deck: slides in presentation order with
 * their text, speaker notes, audio and pictures. Only for decks that passed checkPptx, which is
 * what makes loading them whole with JSZip safe.
 */
export async function inspectPptx(data: Buffer): Promise<DeckInfo> {
  const deck = await openDeck(data);
  const mainPart = findMainPart(deck);
  const presentation = await readXml(deck, mainPart);
  const relationships = await readRelationships(deck, mainPart);

  const slideParts: string[] = [];
  const slideIds = findPath(presentation, ['p:presentation', 'p:sldIdLst']);
  for (const slideId of slideIds ? childrenOf(slideIds) : []) {
    if (tagOf(slideId) !== 'p:sldId') continue;
    const relationship = relationships.get(attributeOf(slideId, 'r:id') ?? '');
    if (relationship?.type === SLIDE_RELATIONSHIP && relationship.part) {
      slideParts.push(relationship.part);
    }
  }

  const slides = await Promise.all(slideParts.map((part) => readSlide(deck, part)));
  return {
    slides: slides
      .filter((slide) => slide !== null)
      .map((slide, i) => ({ index: i + 1, ...slide })),
  };
}

/**
 * Parts of the deck (e.g. `ppt/media/media1.mp3`) by the names asked for, opening the deck once;
 * a part the deck lacks is left out.
 */
export async function readDeckParts(data: Buffer, parts: string[]): Promise<Map<string, Buffer>> {
  const deck = await openDeck(data);
  const found = new Map<string, Buffer>();
  for (const part of new Set(parts)) {
    const file = findFile(deck, part);
    if (file) found.set(part, await file.async('nodebuffer'));
  }
  return found;
}

async function openDeck(data: Buffer): Promise<Deck> {
  const zip = await JSZip.loadAsync(data);
  const names = new Map<string, string>();
  zip.forEach((name, file) => {
    if (!file.dir) names.set(name.toLowerCase(), name);
  });
  const deck: Deck = { zip, names, contentTypes: { defaults: new Map(), overrides: new Map() } };
  for (const node of childrenOf(findPath(await readXml(deck, '[Content_Types].xml'), ['Types']))) {
    const contentType = attributeOf(node, 'ContentType')?.toLowerCase();
    if (!contentType) continue;
    const extension = attributeOf(node, 'Extension');
    const partName = attributeOf(node, 'PartName');
    if (tagOf(node) === 'Default' && extension) {
      deck.contentTypes.defaults.set(extension.toLowerCase(), contentType);
    } else if (tagOf(node) === 'Override' && partName) {
      deck.contentTypes.overrides.set(toPartKey(partName), contentType);
    }
  }
  return deck;
}

function findFile(deck: Deck, part: string): JSZip.JSZipObject | null {
  const name = deck.names.get(toPartKey(part));
  return name ? deck.zip.file(name) : null;
}

function findMainPart(deck: Deck): string {
  for (const [part, contentType] of deck.contentTypes.overrides) {
    const name = deck.names.get(part);
    if (name && MAIN_PART_CONTENT_TYPES.has(contentType)) return name;
  }
  return 'ppt/presentation.xml';
}

function contentTypeOf(deck: Deck, part: string): string | undefined {
  const extension = path.posix.extname(part).slice(1).toLowerCase();
  return (
    deck.contentTypes.overrides.get(part.toLowerCase()) ??
    deck.contentTypes.defaults.get(extension) ??
    AUDIO_CONTENT_TYPES[extension]
  );
}

async function readXml(deck: Deck, part: string): Promise<XmlNode[]> {
  // checkPptx scanned only .xml and .rels parts for a DTD, so nothing else is ever parsed.
  if (!/\.(xml|rels)$/i.test(part)) return [];
  const file = findFile(deck, part);
  if (!file) return [];
  return parser.parse(await file.async('string')) as XmlNode[];
}

async function readRelationships(deck: Deck, part: string): Promise<Map<string, Relationship>> {
  const relsPart = path.posix.join(
    path.posix.dirname(part),
    '_rels',
    `${path.posix.basename(part)}.rels`,
  );
  const relationships = new Map<string, Relationship>();
  for (const node of childrenOf(findPath(await readXml(deck, relsPart), ['Relationships']))) {
    const id = attributeOf(node, 'Id');
    const target = attributeOf(node, 'Target');
    if (tagOf(node) !== 'Relationship' || !id || !target) continue;
    const external = attributeOf(node, 'TargetMode') === 'External';
    relationships.set(id, {
      type: attributeOf(node, 'Type') ?? '',
      part: external ? null : resolveTarget(deck, part, target),
    });
  }
  return relationships;
}

/** A relationship target (`../media/x.png`, a URI relative to its source) as an existing part. */
function resolveTarget(deck: Deck, source: string, target: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(target.split('#')[0] ?? '');
  } catch {
    return null;
  }
  const joined = decoded.startsWith('/')
    ? decoded.slice(1)
    : path.posix.join(path.posix.dirname(source), decoded);
  const part = path.posix.normalize(joined);
  if (part.startsWith('../') || part === '..') return null;
  return deck.names.get(part.toLowerCase()) ?? null;
}

async function readSlide(deck: Deck, part: string): Promise<Omit<DeckSlide, 'index'> | null> {
  const xml = await readXml(deck, part);
  const slide = findPath(xml, ['p:sld']);
  if (!slide) return null;
  const relationships = await readRelationships(deck, part);

  const shapes = findPath(childrenOf(slide), ['p:cSld', 'p:spTree']);
  const paragraphs: string[] = [];
  const titleParagraphs: string[] = [];
  const diagrams = await readDiagrams(deck, relationships);
  if (shapes)
    collectParagraphs(childrenOf(shapes), 'body', { paragraphs, titleParagraphs, diagrams });
  const title = titleParagraphs.join(' ') || paragraphs[0] || '';

  const audio: DeckAudio[] = [];
  const images: string[] = [];
  let notes = '';
  for (const { type, part: target } of relationships.values()) {
    if (!target) continue;
    if (AUDIO_RELATIONSHIPS.has(type)) {
      const contentType = contentTypeOf(deck, target);
      if (isAudio(target, contentType) && !audio.some((item) => item.part === target)) {
        audio.push({ part: target, contentType: contentType ?? 'application/octet-stream' });
      }
    } else if (type === IMAGE_RELATIONSHIP) {
      if (!images.includes(target)) images.push(target);
    } else if (type === NOTES_RELATIONSHIP && !notes) {
      notes = await readNotes(deck, target);
    }
  }

  return {
    title: title.replace(/\s+/g, ' ').trim(),
    text: paragraphs.join('\n'),
    notes,
    audio,
    images,
    hasOwnBackground: Boolean(findPath(childrenOf(slide), ['p:cSld', 'p:bg'])),
    hidden: ['0', 'false'].includes(attributeOf(slide, 'show') ?? ''),
  };
}

function isAudio(part: string, contentType: string | undefined): boolean {
  if (contentType?.startsWith('audio/')) return true;
  return path.posix.extname(part).slice(1).toLowerCase() in AUDIO_CONTENT_TYPES;
}

async function readNotes(deck: Deck, part: string): Promise<string> {
  const shapes = findPath(await readXml(deck, part), ['p:notes', 'p:cSld', 'p:spTree']);
  const paragraphs: string[] = [];
  for (const shape of shapes ? childrenOf(shapes) : []) {
    if (tagOf(shape) === 'p:sp' && placeholderOf(shape) === 'body') {
      collectParagraphs(childrenOf(shape), 'body', {
        paragraphs,
        titleParagraphs: [],
        diagrams: new Map(),
      });
    }
  }
  return paragraphs.join('\n');
}

type ShapeRole = 'body' | 'title';
type Collected = {
  paragraphs: string[];
  titleParagraphs: string[];
  /** SmartArt text by the relationship id of its data part. */
  diagrams: Map<string, string[]>;
};

/** Walks shapes in document order, so groups, tables and SmartArt read as they appear. */
function collectParagraphs(nodes: XmlNode[], role: ShapeRole, into: Collected): void {
  for (const node of nodes) {
    const tag = tagOf(node);
    if (tag === 'a:p') {
      const text = readParagraph(node).trim();
      if (!text) continue;
      into.paragraphs.push(text);
      if (role === 'title') into.titleParagraphs.push(text);
    } else if (tag === 'p:sp') {
      const placeholder = placeholderOf(node);
      if (placeholder && GENERATED_PLACEHOLDERS.has(placeholder)) continue;
      const isTitle =
        placeholder && TITLE_PLACEHOLDERS.has(placeholder) && !into.titleParagraphs.length;
      collectParagraphs(childrenOf(node), isTitle ? 'title' : role, into);
    } else if (tag === 'dgm:relIds') {
      // A SmartArt frame holds no text itself: it lives in the diagram's data part.
      into.paragraphs.push(...(into.diagrams.get(attributeOf(node, 'r:dm') ?? '') ?? []));
    } else if (tag === 'mc:AlternateContent') {
      // Choice and Fallback are two renderings of the same content: read only one.
      const choice = childrenOf(node).find((child) => tagOf(child) === 'mc:Choice');
      const fallback = childrenOf(node).find((child) => tagOf(child) === 'mc:Fallback');
      const branch = choice ?? fallback;
      if (branch) collectParagraphs(childrenOf(branch), role, into);
    } else if (tag && tag !== '#text') {
      collectParagraphs(childrenOf(node), role, into);
    }
  }
}

/**
 * The text of each SmartArt diagram a slide refers to: the paragraphs of its data part's points,
 * in the order the author typed them. Connector points (`parTrans`, `sibTrans`) and the
 * document point carry no text of their own.
 */
async function readDiagrams(
  deck: Deck,
  relationships: Map<string, Relationship>,
): Promise<Map<string, string[]>> {
  const diagrams = new Map<string, string[]>();
  for (const [id, { type, part }] of relationships) {
    if (type !== DIAGRAM_DATA_RELATIONSHIP || !part) continue;
    const points = findPath(await readXml(deck, part), ['dgm:dataModel', 'dgm:ptLst']);
    const paragraphs: string[] = [];
    for (const point of childrenOf(points)) {
      const pointType = attributeOf(point, 'type') ?? 'node';
      if (tagOf(point) !== 'dgm:pt' || !['node', 'asst'].includes(pointType)) continue;
      const text = childrenOf(point).find((child) => tagOf(child) === 'dgm:t');
      if (text)
        collectParagraphs(childrenOf(text), 'body', { paragraphs, titleParagraphs: [], diagrams });
    }
    diagrams.set(id, paragraphs);
  }
  return diagrams;
}

function readParagraph(paragraph: XmlNode): string {
  let text = '';
  for (const node of childrenOf(paragraph)) {
    const tag = tagOf(node);
    if (tag === 'a:r' || tag === 'a:fld') {
      for (const child of childrenOf(node)) {
        if (tagOf(child) === 'a:t') text += readText(child);
      }
    } else if (tag === 'a:br') {
      text += '\n';
    }
  }
  return text;
}

function readText(node: XmlNode): string {
  let text = '';
  for (const child of childrenOf(node)) {
    if (typeof child['#text'] === 'string') text += child['#text'];
  }
  return text;
}

function placeholderOf(shape: XmlNode): string | undefined {
  const placeholder = findPath(childrenOf(shape), ['p:nvSpPr', 'p:nvPr', 'p:ph']);
  // A placeholder without a type is a body placeholder.
  return placeholder ? (attributeOf(placeholder, 'type') ?? 'body') : undefined;
}

function tagOf(node: XmlNode): string | undefined {
  for (const key in node) {
    if (key !== ':@') return key;
  }
  return undefined;
}

function childrenOf(node: XmlNode | undefined): XmlNode[] {
  const tag = node && tagOf(node);
  const children = tag ? node[tag] : undefined;
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

function attributeOf(node: XmlNode, name: string): string | undefined {
  const value = (node[':@'] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function findPath(nodes: XmlNode[], tags: string[]): XmlNode | undefined {
  let current: XmlNode | undefined;
  let level = nodes;
  for (const tag of tags) {
    current = level.find((node) => tagOf(node) === tag);
    if (!current) return undefined;
    level = childrenOf(current);
  }
  return current;
}
