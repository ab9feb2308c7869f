import { createHash } from 'node:crypto';
import path from 'node:path';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import {
  type BackgroundShades,
  measureWorstContrast,
  readLuminance,
  readRequiredContrast,
} from './contrast.ts';
import { type Box, findLargestFreeArea } from './free-area.ts';
import {
  type ColourContext,
  mergeTextProperties,
  readColourMap,
  readColourScheme,
  readFirstLevelDefaults,
  readMasterTextStyles,
  readTextProperties,
} from './text-colour.ts';
import { decodeEntities, readAttribute, scanTags } from './xml-tags.ts';

export type ThemeArt = {
  /**
   * PNG shown full-bleed (stretched) behind slides of a plain background, with its shades as
   * measured by `measureBackgroundShades`, for the contrast check of the text over it.
   */
  background: { data: Uint8Array; shades: BackgroundShades } | null;
  /** PNG characters; one is chosen per deck, deterministically from `seed`. */
  characters: { data: Uint8Array; width: number; height: number }[];
  /** Played on the title (first) slide. */
  sound: { data: Uint8Array; extension: 'mp3' | 'wav' | 'ogg' | 'm4a' } | null;
};

type Placeholder = { type: string; idx: string };
/**
 * What a shape's text is drawn in, as XML snippets read only when a slide's contrast is checked:
 * each run's `rPr` ('' when it has none), the first level of its list style, its style's font
 * colour, and whether the shape paints its own fill under the text.
 */
type ShapeText = {
  runs: string[];
  listStyle: string | null;
  fontRef: string | null;
  hasFill: boolean;
};
type Shape = { box: Box | null; placeholder: Placeholder | null; text: ShapeText };
type Edit = { start: number; end: number; text: string };

/** What the generator needs to know about a slide, layout or master part. */
type PartScan = {
  /** Where to declare a missing namespace: just before the root tag's `>` or `/>`. */
  rootAttributesEnd: number;
  /** The root's own `showMasterSp` attribute, if any: where it is and whether it hides. */
  showMasterShapes: { start: number; end: number; hides: boolean } | null;
  namespaces: Map<string, string>;
  /** Right after the `<p:cSld ...>` open tag. */
  commonSlideStart: number;
  background: { start: number; end: number } | null;
  /** The `p:bg` element's XML, to tell a plain colour from the part's own art. */
  backgroundXml: string | null;
  /** The `p:clrMapOvr` element's XML (a slide's or layout's own colour map), if any. */
  colourMapXml: string | null;
  /** Where new shapes go: before `</p:spTree>` or the tree's own `p:extLst`. */
  shapesEnd: number;
  shapeIds: Set<number>;
  shapes: Shape[];
};

type Relationship = { id: string; type: string; part: string | null; start: number; end: number };

type RelationshipsPart = {
  name: string;
  xml: string;
  relationships: Relationship[];
  added: string[];
  removed: Set<string>;
  nextNumber: number;
};

type Package = {
  files: Record<string, Uint8Array>;
  /** Lower-case part name to the zip entry's own spelling: OPC names are case-insensitive. */
  names: Map<string, string>;
  extensions: Set<string>;
  hashes: Map<Uint8Array, string>;
  scans: Map<string, PartScan | null>;
  /** Each layout (by lower-case part name) with its master, read once per deck. */
  inheritance: Map<string, Inheritance>;
};

type Inheritance = { layout: PartScan | null; master: MasterContext };

/** What a slide inherits from its master: its colours, text styles and theme. */
type MasterContext = {
  scan: PartScan | null;
  colours: ColourContext;
  textStyles: Record<'title' | 'body' | 'other', string | null>;
  themeXml: string | null;
};

const NAMESPACE = {
  p: 'http://schemas.openxmlformats.org/presentationml/2006/main',
  a: 'http://schemas.openxmlformats.org/drawingml/2006/main',
  r: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
} as const;
type Prefixes = Record<keyof typeof NAMESPACE, string>;
const STANDARD_PREFIXES: Prefixes = { p: 'p', a: 'a', r: 'r' };

const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const REL = {
  image: `${RELATIONSHIP}image`,
  audio: `${RELATIONSHIP}audio`,
  media: 'http://schemas.microsoft.com/office/2007/relationships/media',
  slide: `${RELATIONSHIP}slide`,
  slideLayout: `${RELATIONSHIP}slideLayout`,
  slideMaster: `${RELATIONSHIP}slideMaster`,
  theme: `${RELATIONSHIP}theme`,
};

// Not check-pptx's set: importing it would load yauzl and file-type into every worker thread.
const MAIN_CONTENT_TYPE =
  /application\/vnd\.openxmlformats-officedocument\.presentationml\.(presentation|slideshow)\.main\+xml/i;
const MEDIA_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};
const RELATIONSHIPS_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';

/** PowerPoint's default 4:3 size, for a presentation part that leaves `p:sldSz` out. */
const DEFAULT_SLIDE_SIZE = { cx: 9_144_000, cy: 6_858_000 };
/**
 * The character's height as a share of the slide's. Below the minimum it reads as a stamp, not
 * a friend on the slide, so a slide without room for that goes without; above the maximum it
 * outweighs the exercise.
 */
const MIN_CHARACTER_HEIGHT = 0.15;
const MAX_CHARACTER_HEIGHT = 0.45;
const SOUND_ICON_HEIGHT = 0.06;
/** The clearance around every shape and from the slide's edges, as a share of its height. */
const MARGIN = 0.02;
const GRID_STEPS = 5;
/** Zip entries need a date; a fixed one makes the same input give the same bytes. */
const ZIP_MTIME = new Date(1980, 0, 1);
const DEFLATED_PART = /\.(xml|rels|vml)$/i;

/** A 48 px speaker: the handle PowerPoint shows for a sound. */
const SOUND_ICON = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwBAMAAAClLOS0AAAAMFBMVEVMaXE2NjYyMjIzMzMyMjIyMjIyMjIzMzP///9zc3Px8fHBwcHb29uenp6wsLBUVFRYRICEAAAAB3RSTlMA914ahtG3zeqw6wAAAAlwSFlzAAALEwAACxMBAJqcGAAAAVlJREFUOMtjYIACZpVUQcEwJwMGNGAUXg4Gpcqo4ibihXP3rOg6fVO80BlZnEW8ckcHGHRPL3RAiDOHV57ogIKe6aUIexTrd3TAQfd3IZg4U/msDiSwslwBKqFe24ECrhfBNLxAleiDajFE0wDUIgyWCJ+BLtFZCvZD/Qp0ia7vIL8YViMphdLbQWa5z0BSCVNQAvS1ONzTHRvLYd4vNGBgqoSL95aXd/RBnD5dgYEVbkXXdKDEc4jbtwcwmEvAJM6XgyQKwW5cWMygDrO7Txwk0V8O5ncWMbjfADHKoaCjp1wKbF0JQ/oOFImO73XgsC9jCD+BKvEc7MqeUgbxFagSx+vBLixkEO9AlVheCBbAJ4HLKJyW43Qumge74R7EGSQ4AxFnsOOMKJxRizMx4E4+OBMcziSKO1HjzAY4Mw7urIYzc+LOzqACYBdEfDVKAYC7yMBdyGAWSwDo6tqvfoWoAQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/**
 * Where a placeholder sits when neither the slide nor its layout or master says: the usual
 * PowerPoint areas as fractions of the slide, generous so the character never lands on text.
 */
const USUAL_PLACEHOLDER_AREAS: Record<string, Box> = {
  title: { x: 0.05, y: 0.03, cx: 0.9, cy: 0.22 },
  ctrTitle: { x: 0.08, y: 0.15, cx: 0.84, cy: 0.42 },
  subTitle: { x: 0.12, y: 0.5, cx: 0.76, cy: 0.38 },
  footer: { x: 0, y: 0.88, cx: 1, cy: 0.12 },
  body: { x: 0.05, y: 0.22, cx: 0.9, cy: 0.72 },
};

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/**
 * Makes the themed variant of a deck: the theme background behind every slide whose own
 * background is a plain colour and whose text stays readable over it, one character in the
 * largest area that covers nothing, and the theme sound on the first slide. Edits only slide
 * XML, slide rels and content types as text, so everything else keeps its bytes. Pure: the same
 * input always gives the same output bytes. Only for decks that passed checkPptx, which makes
 * inflating them whole safe.
 */
export function applyTheme(deck: Uint8Array, art: ThemeArt, options: { seed: string }): Uint8Array {
  const pkg = openPackage(deck);
  const contentTypesName = pkg.names.get('[content_types].xml');
  if (!contentTypesName) throw new Error('The deck has no [Content_Types].xml');
  const contentTypes = readPart(pkg, contentTypesName) ?? '';
  const mainPart = findMainPart(pkg, contentTypes);
  const presentation = readPart(pkg, mainPart);
  if (!presentation) throw new Error('The deck has no presentation part');

  const slideSize = readSlideSize(presentation);
  const slides = listSlides(pkg, mainPart, presentation);
  const character = art.characters.length
    ? art.characters[hashSeed(options.seed) % art.characters.length]
    : undefined;

  const dropped = new Set<string>();
  const relationshipsParts: RelationshipsPart[] = [];
  for (const [index, slide] of slides.entries()) {
    const relationships = readRelationshipsPart(pkg, slide);
    const removed = themeSlide(pkg, slide, relationships, {
      art,
      character,
      slideSize,
      isFirst: index === 0,
    });
    for (const part of removed) dropped.add(part);
    relationshipsParts.push(relationships);
  }
  for (const relationships of relationshipsParts) writeRelationshipsPart(pkg, relationships);

  let types = declareExtensions(contentTypes, pkg.extensions);
  for (const part of dropped) {
    if (!isReferenced(pkg, part)) types = deletePart(pkg, part, types);
  }
  if (types !== contentTypes) pkg.files[contentTypesName] = encoder.encode(types);
  return writeZip(pkg.files);
}

/**
 * Whether each slide (in order) has room for a character of the given proportions at the
 * smallest size the generator uses, and whether it has its own background: what a moderator
 * wants to know before a deck is themed. Only for decks that passed `checkPptx`.
 */
export function measureThemeFit(
  deck: Uint8Array,
  character: { width: number; height: number },
): { hasRoom: boolean; hasOwnBackground: boolean }[] {
  const pkg = openPackage(deck);
  const contentTypes = readPart(pkg, pkg.names.get('[content_types].xml') ?? '') ?? '';
  const mainPart = findMainPart(pkg, contentTypes);
  const presentation = readPart(pkg, mainPart);
  if (!presentation) throw new Error('The deck has no presentation part');
  const slideSize = readSlideSize(presentation);
  return listSlides(pkg, mainPart, presentation).map((slide) => {
    const scan = scanCached(pkg, slide);
    if (!scan) return { hasRoom: false, hasOwnBackground: false };
    const occupied = listOccupiedBoxes(pkg, readRelationshipsPart(pkg, slide), scan, slideSize);
    const hasRoom = placeCharacter(slideSize, occupied, character) !== null;
    return { hasRoom, hasOwnBackground: scan.background !== null };
  });
}

/**
 * The character's box: the largest it comes out in any free area of the slide, or null when
 * even the largest is under the minimum height.
 */
function placeCharacter(
  slideSize: { cx: number; cy: number },
  occupied: Box[],
  character: { width: number; height: number },
): Box | null {
  if (!(character.width > 0 && character.height > 0)) return null;
  const placed = findLargestFreeArea(slideSize, occupied, {
    margin: Math.round(slideSize.cy * MARGIN),
    aspect: character.width / character.height,
    maxHeight: Math.round(slideSize.cy * MAX_CHARACTER_HEIGHT),
  });
  if (!placed || placed.picture.cy < slideSize.cy * MIN_CHARACTER_HEIGHT) return null;
  return placed.picture;
}

type SlideTheme = {
  art: ThemeArt;
  character: ThemeArt['characters'][number] | undefined;
  slideSize: { cx: number; cy: number };
  isFirst: boolean;
};

/** Edits one slide in place; returns the parts whose last reference from it went away. */
function themeSlide(
  pkg: Package,
  slide: string,
  relationships: RelationshipsPart,
  theme: SlideTheme,
): string[] {
  const xml = readPart(pkg, slide);
  const scan = xml === null ? null : scanPart(xml);
  if (xml === null || !scan || scan.commonSlideStart < 0 || scan.shapesEnd < 0) return [];

  const edits: Edit[] = [];
  const declarations: Edit[] = [];
  const prefixes = resolvePrefixes(scan, declarations);
  const shapeIds = new Set(scan.shapeIds);
  const shapes: string[] = [];
  let replaced: string[] = [];
  const boxes = listShapeBoxes(pkg, relationships, scan, theme.slideSize);

  const background = theme.art.background;
  const takesBackground =
    background !== null &&
    hasPlainBackground(pkg, relationships, scan) &&
    isTextReadableOver(background.shades, pkg, relationships, scan, boxes, theme.slideSize);
  if (background && takesBackground) {
    if (scan.background) {
      const { start, end } = scan.background;
      replaced = [...xml.slice(start, end).matchAll(/\s[\w.-]+:(?:embed|link|id)\s*=\s*"([^"]*)"/g)]
        .map((match) => match[1] ?? '')
        .filter(Boolean);
      edits.push({ start, end, text: '' });
    }
    const image = addMedia(pkg, background.data, 'png');
    const id = addRelationship(relationships, REL.image, image);
    edits.push({
      start: scan.commonSlideStart,
      end: scan.commonSlideStart,
      text: localize(
        `<p:bg><p:bgPr><a:blipFill dpi="0" rotWithShape="1"><a:blip r:embed="${id}"/><a:srcRect/><a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg>`,
        prefixes,
      ),
    });
  }

  // Full-slide art of the layout or master is drawn over any slide background: hide the layout's
  // and master's own shapes so the theme shows. Placeholders keep their text (it lives on the
  // slide) and their inherited formatting.
  const hidesInherited =
    takesBackground && coversWithInheritedArt(pkg, relationships, scan, theme.slideSize);
  if (hidesInherited) {
    const hide = ' showMasterSp="0"';
    const existing = scan.showMasterShapes;
    edits.push(
      existing
        ? { start: existing.start, end: existing.end, text: hide }
        : { start: scan.rootAttributesEnd, end: scan.rootAttributesEnd, text: hide },
    );
  }

  const hasSound = theme.isFirst && theme.art.sound !== null;
  const occupied =
    theme.character || hasSound
      ? [
          ...boxes.filter((box) => box !== null),
          ...(hidesInherited
            ? []
            : listInheritedShapeBoxes(pkg, relationships, scan, theme.slideSize)),
        ]
      : [];
  if (theme.character) {
    const box = placeCharacter(theme.slideSize, occupied, theme.character);
    if (box) {
      const image = addMedia(pkg, theme.character.data, 'png');
      const id = addRelationship(relationships, REL.image, image);
      shapes.push(buildPicture(takeShapeId(shapeIds), 'Theme character', id, box));
      occupied.push(box);
    }
  }

  if (hasSound && theme.art.sound) {
    const { data, extension } = theme.art.sound;
    const size = Math.round(theme.slideSize.cy * SOUND_ICON_HEIGHT);
    // Off the right edge when the slide is full: still in the deck, never over its content.
    const box = findFreeSpot(theme.slideSize, { cx: size, cy: size }, occupied) ?? {
      x: theme.slideSize.cx + size,
      y: Math.round(theme.slideSize.cy * MARGIN),
      cx: size,
      cy: size,
    };
    const sound = addMedia(pkg, data, extension);
    const icon = addMedia(pkg, SOUND_ICON, 'png');
    const link = addRelationship(relationships, REL.audio, sound);
    const media = addRelationship(relationships, REL.media, sound);
    const image = addRelationship(relationships, REL.image, icon);
    shapes.push(buildSoundPicture(takeShapeId(shapeIds), { link, media, image }, box));
  }

  if (shapes.length) {
    edits.push({
      start: scan.shapesEnd,
      end: scan.shapesEnd,
      text: localize(shapes.join(''), prefixes),
    });
  }
  // A slide with nothing to add keeps its exact bytes (a BOM, say), not a re-encoded copy.
  if (!edits.length) return [];
  const edited = applyEdits(xml, [...edits, ...declarations]);
  pkg.files[pkg.names.get(slide.toLowerCase()) ?? slide] = encoder.encode(edited);

  // The old background's image goes with it unless the slide still uses it elsewhere.
  const dropped: string[] = [];
  for (const id of replaced) {
    if (edited.includes(`"${id}"`)) continue;
    const relationship = relationships.relationships.find((item) => item.id === id);
    if (!relationship) continue;
    relationships.removed.add(id);
    if (relationship.part) dropped.push(relationship.part);
  }
  return dropped;
}

/**
 * Whether what shows behind the slide is a plain colour (or nothing): the slide's own `p:bg`,
 * else its layout's, else its master's. A picture, gradient or pattern there is the deck's own
 * art, and the slide keeps it.
 */
function hasPlainBackground(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
): boolean {
  const { layout, master } = readInheritance(pkg, relationships);
  const owner = [scan, layout, master.scan].find((part) => part?.backgroundXml);
  if (!owner?.backgroundXml) return true;
  if (owner === scan && isThemeBackground(owner.backgroundXml, relationships)) return true;
  return classifyBackground(owner.backgroundXml, master.themeXml) === 'plain';
}

/** A background an earlier theming put there (its picture is ours): a new theme replaces it. */
function isThemeBackground(backgroundXml: string, relationships: RelationshipsPart): boolean {
  const id = /<(?:[\w.-]+:)?blip\b[^>]*\s[\w.-]+:embed\s*=\s*"([^"]*)"/.exec(backgroundXml)?.[1];
  const part = relationships.relationships.find((item) => item.id === id)?.part ?? '';
  return THEME_MEDIA.test(part);
}

const THEME_MEDIA = /^ppt\/media\/theme-[0-9a-f]+\.png$/i;
const ART_FILLS = new Set(['blipFill', 'gradFill', 'pattFill', 'grpFill']);

function classifyBackground(backgroundXml: string, themeXml: string | null): 'plain' | 'art' {
  const fill = /<(?:[\w.-]+:)?bgPr\b[^>]*>\s*<(?:[\w.-]+:)?(\w+)/.exec(backgroundXml)?.[1];
  if (fill) return ART_FILLS.has(fill) ? 'art' : 'plain';
  const reference = /<(?:[\w.-]+:)?bgRef\b([^>]*)>/.exec(backgroundXml);
  if (!reference) return 'plain';
  // idx 1-999 names the theme's fill styles, 1001 and up its background fill styles; 0 none.
  const index = Number(readAttribute(reference[1] ?? '', 'idx') ?? 0);
  if (!(index > 0)) return 'plain';
  const list = index > 1000 ? 'bgFillStyleLst' : 'fillStyleLst';
  const styles = themeXml
    ? new RegExp(`<(?:[\\w.-]+:)?${list}\\b[\\s\\S]*?<\\/(?:[\\w.-]+:)?${list}>`).exec(
        themeXml,
      )?.[0]
    : undefined;
  // A theme that does not say is read as art: the slide then keeps what it has.
  if (!styles) return 'art';
  const kinds: string[] = [];
  let depth = 0;
  scanTags(styles, (kind, name) => {
    if (kind === 'close') depth--;
    else {
      if (depth === 1) kinds.push(name.slice(name.indexOf(':') + 1));
      if (kind === 'open') depth++;
    }
  });
  const chosen = kinds[(index > 1000 ? index - 1000 : index) - 1];
  return chosen === 'solidFill' || chosen === 'noFill' ? 'plain' : 'art';
}

/**
 * Whether every run of text the slide draws straight on its background (not on a shape's own
 * fill) keeps WCAG AA contrast against the worst spot of the theme background under its box.
 */
function isTextReadableOver(
  shades: BackgroundShades,
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
  boxes: (Box | null)[],
  slideSize: { cx: number; cy: number },
): boolean {
  const { master } = readInheritance(pkg, relationships);
  const map = (scan.colourMapXml && readColourMap(scan.colourMapXml, 'overrideClrMapping')) || null;
  const colours: ColourContext = map ? { ...master.colours, map } : master.colours;
  const read = (snippet: string | null) => (snippet ? readTextProperties(snippet, colours) : null);
  const styles = {
    title: read(master.textStyles.title),
    body: read(master.textStyles.body),
    other: read(master.textStyles.other),
  };
  for (const [index, shape] of scan.shapes.entries()) {
    const box = boxes[index];
    if (!box || shape.text.hasFill || !shape.text.runs.length) continue;
    const region = {
      x: box.x / slideSize.cx,
      y: box.y / slideSize.cy,
      cx: box.cx / slideSize.cx,
      cy: box.cy / slideSize.cy,
    };
    const type = shape.placeholder?.type;
    const inherited = !shape.placeholder
      ? styles.other
      : type === 'title' || type === 'ctrTitle'
        ? styles.title
        : styles.body;
    const listStyle = read(shape.text.listStyle);
    const fontRef = read(shape.text.fontRef);
    for (const run of shape.text.runs) {
      const text = mergeTextProperties([read(run), listStyle, fontRef, inherited]);
      const contrast = measureWorstContrast(shades, region, readLuminance(text.colour));
      if (contrast < readRequiredContrast(text.sizePt, text.isBold)) return false;
    }
  }
  return true;
}

/** The slide's layout and master, read once per deck. */
function readInheritance(pkg: Package, relationships: RelationshipsPart): Inheritance {
  const layoutPart = relationships.relationships.find(
    (item) => item.type === REL.slideLayout,
  )?.part;
  const key = layoutPart?.toLowerCase() ?? '';
  let inheritance = pkg.inheritance.get(key);
  if (!inheritance) {
    const masterPart = layoutPart
      ? (readRelationshipsPart(pkg, layoutPart).relationships.find(
          (item) => item.type === REL.slideMaster,
        )?.part ?? null)
      : null;
    inheritance = {
      layout: layoutPart ? scanCached(pkg, layoutPart) : null,
      master: readMasterContext(pkg, masterPart),
    };
    pkg.inheritance.set(key, inheritance);
  }
  return inheritance;
}

function readMasterContext(pkg: Package, masterPart: string | null): MasterContext {
  const masterXml = masterPart ? (readPart(pkg, masterPart) ?? '') : '';
  const themePart = masterPart
    ? readRelationshipsPart(pkg, masterPart).relationships.find((item) => item.type === REL.theme)
        ?.part
    : null;
  const themeXml = themePart ? readPart(pkg, themePart) : null;
  return {
    scan: masterPart ? scanCached(pkg, masterPart) : null,
    colours: {
      scheme: readColourScheme(themeXml),
      map: readColourMap(masterXml, 'clrMap') ?? new Map(),
    },
    textStyles: readMasterTextStyles(masterXml),
    themeXml,
  };
}

function buildPicture(id: number, name: string, imageId: string, box: Box): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="${name}"/><p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr><p:nvPr/></p:nvPicPr>` +
    `<p:blipFill><a:blip r:embed="${imageId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${buildTransform(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

/** The shape PowerPoint writes for an embedded sound: the icon links the audio and media rels. */
function buildSoundPicture(
  id: number,
  ids: { link: string; media: string; image: string },
  box: Box,
): string {
  return (
    `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Theme sound"><a:hlinkClick r:id="" action="ppaction://media"/></p:cNvPr>` +
    '<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr>' +
    `<p:nvPr><a:audioFile r:link="${ids.link}"/><p:extLst><p:ext uri="{DAA4B4D4-6D71-4841-9C94-3DE7FCFB9230}">` +
    `<p14:media xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main" r:embed="${ids.media}"/>` +
    '</p:ext></p:extLst></p:nvPr></p:nvPicPr>' +
    `<p:blipFill><a:blip r:embed="${ids.image}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>` +
    `<p:spPr>${buildTransform(box)}<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`
  );
}

function buildTransform(box: Box): string {
  return `<a:xfrm><a:off x="${box.x}" y="${box.y}"/><a:ext cx="${box.cx}" cy="${box.cy}"/></a:xfrm>`;
}

/** Next to the largest id, as PowerPoint numbers; the lowest free one past the 32-bit range. */
function takeShapeId(ids: Set<number>): number {
  let id = Math.max(0, ...ids) + 1;
  if (id > 0xffff_ffff) for (id = 1; ids.has(id); id++);
  ids.add(id);
  return id;
}

/**
 * Corners first, then the middles of the edges, then a coarse grid: the first spot whose
 * rectangle overlaps no shape, or null when the slide has no room.
 */
function findFreeSpot(
  slide: { cx: number; cy: number },
  size: { cx: number; cy: number },
  occupied: Box[],
): Box | null {
  const margin = Math.round(slide.cy * MARGIN);
  const left = margin;
  const right = slide.cx - size.cx - margin;
  const top = margin;
  const bottom = slide.cy - size.cy - margin;
  if (right < left || bottom < top) return null;
  const centerX = Math.round((slide.cx - size.cx) / 2);
  const centerY = Math.round((slide.cy - size.cy) / 2);
  const spots: [number, number][] = [
    [right, bottom],
    [left, bottom],
    [right, top],
    [left, top],
    [centerX, bottom],
    [right, centerY],
    [left, centerY],
    [centerX, top],
  ];
  for (let row = GRID_STEPS; row >= 0; row--) {
    for (let column = 0; column <= GRID_STEPS; column++) {
      spots.push([
        Math.round(left + ((right - left) * column) / GRID_STEPS),
        Math.round(top + ((bottom - top) * row) / GRID_STEPS),
      ]);
    }
  }
  for (const [x, y] of spots) {
    const box = { x, y, cx: size.cx, cy: size.cy };
    if (!occupied.some((other) => overlaps(box, other))) return box;
  }
  return null;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.cx && b.x < a.x + a.cx && a.y < b.y + b.cy && b.y < a.y + a.cy;
}

/** Every shape's box on the slide; placeholders without their own take the layout's or master's. */
/** A shape that hides most of the slide under it, as a full-slide picture or panel does. */
const COVERING_SHARE = 0.8;

function coversSlide(box: Box | null, slideSize: { cx: number; cy: number }): boolean {
  if (!box) return false;
  const width = Math.min(box.x + box.cx, slideSize.cx) - Math.max(box.x, 0);
  const height = Math.min(box.y + box.cy, slideSize.cy) - Math.max(box.y, 0);
  if (width <= 0 || height <= 0) return false;
  return width * height >= COVERING_SHARE * slideSize.cx * slideSize.cy;
}

/** The layout and master behind a slide, each only if its shapes are drawn on the slide. */
function inheritedParts(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
): PartScan[] {
  if (scan.showMasterShapes?.hides) return [];
  const layoutPart = relationships.relationships.find((item) => item.type === REL.slideLayout);
  const layout = layoutPart?.part ? scanCached(pkg, layoutPart.part) : null;
  if (!layout || !layoutPart?.part) return [];
  if (layout.showMasterShapes?.hides) return [layout];
  const masterPart = readRelationshipsPart(pkg, layoutPart.part).relationships.find(
    (item) => item.type === REL.slideMaster,
  )?.part;
  const master = masterPart ? scanCached(pkg, masterPart) : null;
  return master ? [layout, master] : [layout];
}

/** True when the slide's layout or master draws a shape (not a placeholder) over the slide. */
function coversWithInheritedArt(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
  slideSize: { cx: number; cy: number },
): boolean {
  return inheritedParts(pkg, relationships, scan).some((part) =>
    part.shapes.some((shape) => !shape.placeholder && coversSlide(shape.box, slideSize)),
  );
}

/**
 * The slides (1-based) of a themed deck where something drawn over the slide hides its
 * background: the slide's own full-slide art, or its layout's or master's still shown. What the
 * generator measures before it calls a version themed.
 */
export function findHiddenBackgrounds(deck: Uint8Array): number[] {
  const pkg = openPackage(deck);
  const contentTypes = readPart(pkg, pkg.names.get('[content_types].xml') ?? '') ?? '';
  const mainPart = findMainPart(pkg, contentTypes);
  const presentation = readPart(pkg, mainPart);
  if (!presentation) throw new Error('The deck has no presentation part');
  const slideSize = readSlideSize(presentation);
  return listSlides(pkg, mainPart, presentation).flatMap((slide, index) => {
    const scan = scanCached(pkg, slide);
    if (!scan) return [];
    const relationships = readRelationshipsPart(pkg, slide);
    const covered =
      scan.shapes.some((shape) => !shape.placeholder && coversSlide(shape.box, slideSize)) ||
      coversWithInheritedArt(pkg, relationships, scan, slideSize);
    return covered ? [index + 1] : [];
  });
}

/**
 * Each of the slide's shapes' box, in the order of `scan.shapes`: its own transform, or for a
 * placeholder without one its layout's, then its master's, then the usual area of its kind.
 * Null for a shape that is neither.
 */
function listShapeBoxes(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
  slideSize: { cx: number; cy: number },
): (Box | null)[] {
  return scan.shapes.map((shape) => {
    if (shape.box) return shape.box;
    if (!shape.placeholder) return null;
    const { layout, master } = readInheritance(pkg, relationships);
    return (
      findPlaceholderBox(layout, shape.placeholder, true) ??
      findPlaceholderBox(master.scan, shape.placeholder, false) ??
      scaleBox(
        USUAL_PLACEHOLDER_AREAS[classifyPlaceholder(shape.placeholder.type, true)],
        slideSize,
      )
    );
  });
}

/**
 * Boxes a picture must keep clear of: the slide's own shapes, and the shapes its layout and
 * master draw on it (a logo, a frame), but not their full-slide art, which is background.
 */
function listOccupiedBoxes(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
  slideSize: { cx: number; cy: number },
): Box[] {
  return [
    ...listShapeBoxes(pkg, relationships, scan, slideSize).filter((box) => box !== null),
    ...listInheritedShapeBoxes(pkg, relationships, scan, slideSize),
  ];
}

/** The layout's and master's own shapes (not placeholders) drawn on the slide, bar full-slide art. */
function listInheritedShapeBoxes(
  pkg: Package,
  relationships: RelationshipsPart,
  scan: PartScan,
  slideSize: { cx: number; cy: number },
): Box[] {
  return inheritedParts(pkg, relationships, scan).flatMap((part) =>
    part.shapes.flatMap((shape) =>
      !shape.placeholder && shape.box && !coversSlide(shape.box, slideSize) ? [shape.box] : [],
    ),
  );
}

/**
 * A layout matches by index (PowerPoint's link between slide and layout placeholders), a master
 * only by kind. Index 0 is every placeholder's default, so alone it proves nothing.
 */
function findPlaceholderBox(
  scan: PartScan | null,
  placeholder: Placeholder,
  byIndex: boolean,
): Box | null {
  if (!scan) return null;
  const candidates = scan.shapes.filter((shape) => shape.placeholder && shape.box);
  const kind = classifyPlaceholder(placeholder.type, false);
  const isSameKind = (shape: Shape) =>
    classifyPlaceholder(shape.placeholder?.type ?? 'obj', false) === kind;
  const isSameIndex = (shape: Shape) => shape.placeholder?.idx === placeholder.idx;
  const match =
    (byIndex &&
      (candidates.find((shape) => isSameIndex(shape) && isSameKind(shape)) ??
        (placeholder.idx !== '0' ? candidates.find(isSameIndex) : undefined))) ||
    candidates.find(isSameKind);
  return match?.box ?? null;
}

/** Placeholder types a master knows (title, body, footers); `usual` keeps the title variants. */
function classifyPlaceholder(type: string, usual: boolean): string {
  if (type === 'title' || type === 'ctrTitle') return usual ? type : 'title';
  if (type === 'subTitle') return usual ? type : 'body';
  if (type === 'dt' || type === 'ftr' || type === 'sldNum' || type === 'hdr') {
    return usual ? 'footer' : type;
  }
  return 'body';
}

function scaleBox(area: Box | undefined, size: { cx: number; cy: number }): Box {
  const { x, y, cx, cy } = area ?? { x: 0, y: 0, cx: 1, cy: 1 };
  return {
    x: Math.round(x * size.cx),
    y: Math.round(y * size.cy),
    cx: Math.round(cx * size.cx),
    cy: Math.round(cy * size.cy),
  };
}

function scanCached(pkg: Package, part: string): PartScan | null {
  const key = part.toLowerCase();
  let scan = pkg.scans.get(key);
  if (scan === undefined) {
    const xml = readPart(pkg, part);
    scan = xml === null ? null : scanPart(xml);
    pkg.scans.set(key, scan);
  }
  return scan;
}

const SHAPES = new Set(['sp', 'pic', 'graphicFrame', 'cxnSp', 'grpSp', 'AlternateContent']);
const TRANSFORM_PARENTS = new Set(['spPr', 'grpSpPr', 'graphicFrame']);
const FILLS = new Set(['noFill', 'solidFill', 'gradFill', 'blipFill', 'pattFill', 'grpFill']);

/**
 * One pass over a slide-like part (slide, layout, master): where to edit it and where its
 * top-level shapes are. A group's box is its own `p:grpSpPr` transform, so its children (in the
 * group's coordinate space) are never read.
 */
function scanPart(xml: string): PartScan {
  const scan: PartScan = {
    rootAttributesEnd: -1,
    showMasterShapes: null,
    namespaces: new Map(),
    commonSlideStart: -1,
    background: null,
    backgroundXml: null,
    colourMapXml: null,
    shapesEnd: -1,
    shapeIds: new Set(),
    shapes: [],
  };
  const stack: string[] = [];
  let backgroundStart = -1;
  let shape: Shape | null = null;
  let transform: {
    depth: number;
    rotation: number;
    x: number;
    y: number;
    cx: number;
    cy: number;
  } | null = null;
  let transformDone = false;
  let snippet: { start: number; depth: number } | null = null;
  /** The shape's own fill: 'none' for noFill, null while unsaid (its style may then fill it). */
  let fill: 'none' | 'painted' | null = null;
  let styleFills = false;

  /** Keeps the text snippets of the shape being scanned; called for each tag inside it. */
  function readText(
    text: ShapeText,
    kind: 'open' | 'close' | 'empty',
    local: string,
    parent: string | undefined,
    depth: number,
    start: number,
    end: number,
  ) {
    if (kind !== 'close') {
      if ((local === 'r' || local === 'fld') && parent === 'p') text.runs.push('');
      else if (depth === 5 && parent === 'spPr' && FILLS.has(local)) {
        fill = local === 'noFill' ? 'none' : 'painted';
      } else if (depth === 5 && parent === 'style' && local === 'fillRef') {
        styleFills = Number(readAttribute(xml.slice(start, end), 'idx') ?? 0) > 0;
      }
    }
    const isSnippet =
      (local === 'rPr' && (parent === 'r' || parent === 'fld')) ||
      (local === 'lstStyle' && text.listStyle === null) ||
      (local === 'fontRef' && parent === 'style' && depth === 5);
    if (!isSnippet && !(snippet && kind === 'close' && depth === snippet.depth)) return;
    if (kind === 'open') {
      snippet = { start, depth };
      return;
    }
    const from = kind === 'empty' ? start : (snippet?.start ?? start);
    const xmlSnippet = xml.slice(from, end);
    snippet = null;
    if (local === 'rPr') text.runs[text.runs.length - 1] = xmlSnippet;
    else if (local === 'lstStyle') text.listStyle = readFirstLevelDefaults(xmlSnippet) ?? '';
    else if (local === 'fontRef') text.fontRef = xmlSnippet;
  }

  function finishShape(done: Shape) {
    done.text.hasFill = fill === 'painted' || (fill === null && styleFills);
    if (done.text.listStyle === '') done.text.listStyle = null;
    scan.shapes.push(done);
    fill = null;
    styleFills = false;
  }

  scanTags(xml, (kind, name, attributes, start, end) => {
    const local = name.slice(name.indexOf(':') + 1);
    if (kind === 'close') {
      const depth = stack.length - 1;
      stack.pop();
      if (shape && depth > 3)
        readText(shape.text, kind, local, stack[depth - 1], depth, start, end);
      if (local === 'bg' && depth === 2 && backgroundStart >= 0) {
        scan.background = { start: backgroundStart, end };
        scan.backgroundXml = xml.slice(backgroundStart, end);
      } else if (local === 'spTree' && depth === 2 && scan.shapesEnd < 0) {
        scan.shapesEnd = start;
      } else if (transform && depth === transform.depth) {
        finishTransform();
      } else if (shape && depth === 3) {
        finishShape(shape);
        shape = null;
      }
      return;
    }

    const depth = stack.length;
    const parent = stack[depth - 1];
    if (depth === 0) {
      scan.rootAttributesEnd = start + 1 + name.length + attributes.length;
      const shows = /\sshowMasterSp\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(attributes);
      if (shows) {
        const at = start + 1 + name.length + shows.index;
        const value = shows[1] ?? shows[2] ?? '';
        scan.showMasterShapes = {
          start: at,
          end: at + shows[0].length,
          hides: value === '0' || value === 'false',
        };
      }
      for (const match of attributes.matchAll(
        /\sxmlns(?::([\w.-]+))?\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
      )) {
        scan.namespaces.set(match[2] ?? match[3] ?? '', match[1] ?? '');
      }
    } else if (depth === 1 && local === 'clrMapOvr' && kind === 'open') {
      const close = xml.indexOf('clrMapOvr>', end);
      if (close >= 0) scan.colourMapXml = xml.slice(start, close + 'clrMapOvr>'.length);
    } else if (depth === 1 && local === 'cSld') {
      scan.commonSlideStart = end;
    } else if (depth === 2 && local === 'bg' && parent === 'cSld') {
      backgroundStart = start;
      if (kind === 'empty') scan.background = { start, end };
      if (kind === 'empty') scan.backgroundXml = xml.slice(start, end);
    } else if (depth === 3 && stack[2] === 'spTree') {
      if (local === 'extLst' && scan.shapesEnd < 0) scan.shapesEnd = start;
      else if (SHAPES.has(local)) {
        shape = {
          box: null,
          placeholder: null,
          text: { runs: [], listStyle: null, fontRef: null, hasFill: false },
        };
        fill = null;
      }
    } else if (shape) {
      if (local === 'xfrm' && !transformDone && parent && TRANSFORM_PARENTS.has(parent)) {
        transform = {
          depth,
          rotation: Number(readAttribute(attributes, 'rot') ?? 0),
          x: 0,
          y: 0,
          cx: 0,
          cy: 0,
        };
        transformDone = true;
      } else if (transform && depth === transform.depth + 1) {
        if (local === 'off') {
          transform.x = Number(readAttribute(attributes, 'x') ?? 0);
          transform.y = Number(readAttribute(attributes, 'y') ?? 0);
        } else if (local === 'ext') {
          transform.cx = Number(readAttribute(attributes, 'cx') ?? 0);
          transform.cy = Number(readAttribute(attributes, 'cy') ?? 0);
        }
      } else if (local === 'ph' && parent === 'nvPr' && !shape.placeholder) {
        shape.placeholder = {
          type: readAttribute(attributes, 'type') ?? 'obj',
          idx: readAttribute(attributes, 'idx') ?? '0',
        };
      }
    }
    if (shape && depth > 3) readText(shape.text, kind, local, parent, depth, start, end);
    if (local === 'cNvPr') {
      const id = Number(readAttribute(attributes, 'id'));
      if (Number.isInteger(id) && id >= 0) scan.shapeIds.add(id);
    }

    if (kind === 'open') {
      stack.push(local);
    } else if (transform && depth === transform.depth) {
      finishTransform();
    } else if (shape && depth === 3) {
      finishShape(shape);
      shape = null;
    }
    if (depth === 3 && kind === 'open') transformDone = false;
  });
  return scan;

  function finishTransform() {
    if (
      transform &&
      shape &&
      [transform.x, transform.y, transform.cx, transform.cy].every(Number.isFinite)
    ) {
      shape.box = rotateBox(transform, transform.rotation);
    }
    transform = null;
  }
}

/** The upright box around a shape turned by `rotation` (60000ths of a degree) about its centre. */
function rotateBox(box: Box, rotation: number): Box {
  if (!rotation || !Number.isFinite(rotation))
    return { x: box.x, y: box.y, cx: box.cx, cy: box.cy };
  const angle = ((rotation / 60_000) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const cx = box.cx * cos + box.cy * sin;
  const cy = box.cx * sin + box.cy * cos;
  return {
    x: Math.floor(box.x + box.cx / 2 - cx / 2),
    y: Math.floor(box.y + box.cy / 2 - cy / 2),
    cx: Math.ceil(cx),
    cy: Math.ceil(cy),
  };
}

/**
 * The prefixes the slide binds to the PresentationML, DrawingML and relationship namespaces;
 * one it lacks is declared on the root, so new markup never names an unbound prefix.
 */
function resolvePrefixes(scan: PartScan, declarations: Edit[]): Prefixes {
  const prefixes = { ...STANDARD_PREFIXES };
  const taken = new Set(scan.namespaces.values());
  for (const key of Object.keys(NAMESPACE) as (keyof typeof NAMESPACE)[]) {
    const bound = scan.namespaces.get(NAMESPACE[key]);
    // Attributes never take the default namespace, so r must have a prefix of its own.
    if (bound !== undefined && (bound !== '' || key !== 'r')) {
      prefixes[key] = bound;
      continue;
    }
    let prefix: string = key;
    for (let n = 1; taken.has(prefix); n++) prefix = `${key}${n}`;
    taken.add(prefix);
    prefixes[key] = prefix;
    declarations.push({
      start: scan.rootAttributesEnd,
      end: scan.rootAttributesEnd,
      text: ` xmlns:${prefix}="${NAMESPACE[key]}"`,
    });
  }
  return prefixes;
}

/** Markup written with p:, a: and r: in the prefixes this slide uses. */
function localize(markup: string, prefixes: Prefixes): string {
  if (prefixes.p === 'p' && prefixes.a === 'a' && prefixes.r === 'r') return markup;
  const qualify = (key: string) => {
    const prefix = prefixes[key as keyof Prefixes];
    return prefix ? `${prefix}:` : '';
  };
  return markup
    .replace(/(<\/?)([par]):/g, (_, open: string, key: string) => `${open}${qualify(key)}`)
    .replace(
      /(\s)r:(embed|link|id)=/g,
      (_, space: string, name: string) => `${space}${qualify('r')}${name}=`,
    );
}

function applyEdits(xml: string, edits: Edit[]): string {
  // Insertions sort before a removal at the same offset, so a new p:bg never gets cut out.
  edits.sort((a, b) => a.start - b.start || a.end - b.end);
  let result = '';
  let at = 0;
  for (const edit of edits) {
    result += xml.slice(at, edit.start) + edit.text;
    at = Math.max(at, edit.end);
  }
  return result + xml.slice(at);
}

function readSlideSize(presentation: string): { cx: number; cy: number } {
  const match = /<(?:[\w.-]+:)?sldSz\b([^>]*)>/.exec(presentation);
  const cx = Number(readAttribute(match?.[1] ?? '', 'cx'));
  const cy = Number(readAttribute(match?.[1] ?? '', 'cy'));
  return cx > 0 && cy > 0 ? { cx, cy } : DEFAULT_SLIDE_SIZE;
}

/** Slide parts in the order of the presentation's `p:sldIdLst`. */
function listSlides(pkg: Package, mainPart: string, presentation: string): string[] {
  const relationships = readRelationshipsPart(pkg, mainPart).relationships;
  const slides: string[] = [];
  let inList = false;
  let rPrefix = 'r';
  scanTags(presentation, (kind, name, attributes) => {
    const local = name.slice(name.indexOf(':') + 1);
    if (local === 'presentation' && kind !== 'close') {
      const match = new RegExp(`\\sxmlns:([\\w.-]+)\\s*=\\s*"${NAMESPACE.r}"`).exec(attributes);
      rPrefix = match?.[1] ?? rPrefix;
    } else if (local === 'sldIdLst') {
      inList = kind === 'open';
    } else if (inList && local === 'sldId' && kind !== 'close') {
      const id = readAttribute(attributes, `${rPrefix}:id`);
      const slide = relationships.find((item) => item.id === id && item.type === REL.slide);
      if (slide?.part && !slides.includes(slide.part)) slides.push(slide.part);
    }
  });
  return slides;
}

function findMainPart(pkg: Package, contentTypes: string): string {
  for (const match of contentTypes.matchAll(/<(?:[\w.-]+:)?Override\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (!MAIN_CONTENT_TYPE.test(readAttribute(attributes, 'ContentType') ?? '')) continue;
    const part = pkg.names.get(toPartName(readAttribute(attributes, 'PartName') ?? ''));
    if (part) return part;
  }
  return 'ppt/presentation.xml';
}

function toPartName(uri: string): string {
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    // Kept as written: it then names no part.
  }
  return decoded.replace(/^\/+/, '').toLowerCase();
}

function relationshipsPartOf(part: string): string {
  return path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
}

function readRelationshipsPart(pkg: Package, source: string): RelationshipsPart {
  const name =
    pkg.names.get(relationshipsPartOf(source).toLowerCase()) ?? relationshipsPartOf(source);
  const xml = readPart(pkg, name) ?? RELATIONSHIPS_XML;
  const relationships: Relationship[] = [];
  let nextNumber = 1;
  scanTags(xml, (kind, tag, attributes, start, end) => {
    if (kind === 'close' || tag.slice(tag.indexOf(':') + 1) !== 'Relationship') return;
    const id = readAttribute(attributes, 'Id') ?? '';
    const target = readAttribute(attributes, 'Target') ?? '';
    const external = readAttribute(attributes, 'TargetMode') === 'External';
    relationships.push({
      id,
      type: readAttribute(attributes, 'Type') ?? '',
      part: external ? null : resolveTarget(pkg, source, target),
      start,
      end,
    });
    const number = /^rId(\d+)$/.exec(id)?.[1];
    if (number) nextNumber = Math.max(nextNumber, Number(number) + 1);
  });
  return { name, xml, relationships, added: [], removed: new Set(), nextNumber };
}

/** The existing relationship to this part of this type, or a new one with a fresh id. */
function addRelationship(relationships: RelationshipsPart, type: string, part: string): string {
  const existing = relationships.relationships.find(
    (item) => item.type === type && item.part === part && !relationships.removed.has(item.id),
  );
  if (existing) return existing.id;
  const ids = new Set(relationships.relationships.map((item) => item.id));
  let id = `rId${relationships.nextNumber++}`;
  while (ids.has(id)) id = `rId${relationships.nextNumber++}`;
  const target = path.posix.relative(path.posix.dirname(sourceOf(relationships.name)), part);
  relationships.relationships.push({ id, type, part, start: -1, end: -1 });
  relationships.added.push(`<Relationship Id="${id}" Type="${type}" Target="${target}"/>`);
  return id;
}

/** `ppt/slides/_rels/slide1.xml.rels` back to `ppt/slides/slide1.xml`. */
function sourceOf(relationshipsName: string): string {
  const dir = path.posix.dirname(path.posix.dirname(relationshipsName));
  return path.posix.join(dir, path.posix.basename(relationshipsName).replace(/\.rels$/i, ''));
}

function writeRelationshipsPart(pkg: Package, relationships: RelationshipsPart): void {
  if (!relationships.added.length && !relationships.removed.size) return;
  const { xml } = relationships;
  const edits: Edit[] = [];
  for (const item of relationships.relationships) {
    if (relationships.removed.has(item.id) && item.start >= 0) {
      edits.push({ start: item.start, end: item.end, text: '' });
    }
  }
  const added = relationships.added.join('');
  const close = xml.lastIndexOf('</Relationships>');
  if (close >= 0) {
    edits.push({ start: close, end: close, text: added });
  } else {
    const empty = /<Relationships\b[^>]*?\s*\/>/.exec(xml);
    if (!empty) throw new Error(`${relationships.name} is not a relationships part`);
    const open = empty[0].replace(/\s*\/>$/, '>');
    edits.push({
      start: empty.index,
      end: empty.index + empty[0].length,
      text: `${open}${added}</Relationships>`,
    });
  }
  const name = relationships.name;
  if (!pkg.names.has(name.toLowerCase())) pkg.names.set(name.toLowerCase(), name);
  pkg.files[name] = encoder.encode(applyEdits(xml, edits));
}

/**
 * A relationship target (a URI relative to its source) as an existing part's name, or null when
 * it leaves the package or names nothing.
 */
function resolveTarget(pkg: Package, source: string, target: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(decodeEntities(target).split('#')[0] ?? '');
  } catch {
    return null;
  }
  const joined = decoded.startsWith('/')
    ? decoded.slice(1)
    : path.posix.join(path.posix.dirname(source), decoded);
  const part = path.posix.normalize(joined);
  if (part.startsWith('../') || part === '..') return null;
  return pkg.names.get(part.toLowerCase()) ?? null;
}

/** Media named by its content, so a picture used on every slide is stored once. */
function addMedia(pkg: Package, data: Uint8Array, extension: string): string {
  let hash = pkg.hashes.get(data);
  if (!hash) {
    hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
    pkg.hashes.set(data, hash);
  }
  const name = `ppt/media/theme-${hash}.${extension}`;
  const existing = pkg.names.get(name);
  if (existing) return existing;
  pkg.files[name] = data;
  pkg.names.set(name, name);
  pkg.extensions.add(extension);
  return name;
}

function declareExtensions(contentTypes: string, extensions: Set<string>): string {
  const declared = new Set<string>();
  for (const match of contentTypes.matchAll(/<(?:[\w.-]+:)?Default\b([^>]*)>/g)) {
    declared.add((readAttribute(match[1] ?? '', 'Extension') ?? '').toLowerCase());
  }
  const missing = [...extensions]
    .filter((extension) => !declared.has(extension))
    .map(
      (extension) =>
        `<Default Extension="${extension}" ContentType="${MEDIA_CONTENT_TYPES[extension]}"/>`,
    )
    .join('');
  if (!missing) return contentTypes;
  const open = /<(?:[\w.-]+:)?Types\b[^>]*>/.exec(contentTypes);
  if (!open || open[0].endsWith('/>')) throw new Error('[Content_Types].xml has no Types element');
  const at = open.index + open[0].length;
  return contentTypes.slice(0, at) + missing + contentTypes.slice(at);
}

function isReferenced(pkg: Package, part: string): boolean {
  for (const name of Object.keys(pkg.files)) {
    if (!name.toLowerCase().endsWith('.rels')) continue;
    const relationships = readRelationshipsPart(pkg, sourceOf(name)).relationships;
    if (relationships.some((item) => item.part === part)) return true;
  }
  return false;
}

/** Removes a part nothing refers to any more, with its Override; returns the content types. */
function deletePart(pkg: Package, part: string, contentTypes: string): string {
  delete pkg.files[part];
  pkg.names.delete(part.toLowerCase());
  return contentTypes.replace(/<(?:[\w.-]+:)?Override\b[^>]*>/g, (override) =>
    toPartName(readAttribute(override, 'PartName') ?? '') === part.toLowerCase() ? '' : override,
  );
}

function writeZip(files: Record<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, data] of Object.entries(files)) {
    // Pictures and sounds are compressed already; deflating them again costs time for nothing.
    entries[name] = [data, { level: DEFLATED_PART.test(name) ? 6 : 0 }];
  }
  return zipSync(entries, { mtime: ZIP_MTIME });
}

function openPackage(deck: Uint8Array): Package {
  const files = unzipSync(deck);
  return {
    files,
    names: new Map(Object.keys(files).map((name) => [name.toLowerCase(), name])),
    extensions: new Set(),
    hashes: new Map(),
    scans: new Map(),
    inheritance: new Map(),
  };
}

function readPart(pkg: Package, part: string): string | null {
  const data = pkg.files[pkg.names.get(part.toLowerCase()) ?? part];
  return data ? decoder.decode(data) : null;
}

function hashSeed(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0);
}
