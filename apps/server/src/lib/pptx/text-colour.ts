/**
 * What colour and size slide text is drawn in, read as PowerPoint inherits it: the run's own
 * properties, then the shape's list style, then its style's font colour, then the master's text
 * styles, with theme colours mapped through the master's colour map. Pure string work on the
 * snippets the slide scan keeps, so it runs in the theme worker threads.
 */
import { readAttribute, scanTags } from './xml-tags.ts';

type Rgb = [number, number, number];

/** Text properties as far as one level of the inheritance chain says. */
export type TextProperties = {
  colour: Rgb | 'unset';
  sizePt: number | null;
  isBold: boolean | null;
};

/** A theme's colours by scheme name (dk1, lt1, accent1...) and the master's map (tx1 -> dk1). */
export type ColourContext = { scheme: Map<string, Rgb>; map: Map<string, string> };

const PRESET_COLOURS: Record<string, Rgb> = {
  black: [0, 0, 0],
  white: [255, 255, 255],
  red: [255, 0, 0],
  green: [0, 128, 0],
  blue: [0, 0, 255],
  yellow: [255, 255, 0],
  gray: [128, 128, 128],
  grey: [128, 128, 128],
};
/** PowerPoint's own default when nothing in the deck says: black on white, 18 pt. */
const DEFAULT_COLOUR: Rgb = [0, 0, 0];
const DEFAULT_SIZE_PT = 18;

// The outline, highlight and underline of text have colours of their own, not the letters'.
const NOT_LETTER_FILL =
  /<((?:[\w.-]+:)?(?:ln|highlight|uFill|uLn|effectLst|effectDag))\b[^>]*?(?:\/>|>[\s\S]*?<\/\1>)/g;

/** The properties a run, defRPr or fontRef snippet (its XML, start to end tag) sets. */
export function readTextProperties(snippet: string, context: ColourContext): TextProperties {
  const open = /^<[^\s/>]+([^>]*)>/.exec(snippet)?.[1] ?? '';
  const size = Number(readAttribute(open, 'sz'));
  const bold = readAttribute(open, 'b');
  const body = snippet.replace(/^<[^>]*>/, '').replace(NOT_LETTER_FILL, '');
  return {
    colour: readColour(body, context),
    sizePt: size > 0 ? size / 100 : null,
    isBold: bold === undefined ? null : bold === '1' || bold === 'true',
  };
}

/** The first level that says, for each property; PowerPoint's defaults where none does. */
export function mergeTextProperties(levels: (TextProperties | null)[]): {
  colour: Rgb;
  sizePt: number;
  isBold: boolean;
} {
  const colour = levels.find((level) => level && level.colour !== 'unset')?.colour;
  return {
    colour: colour && colour !== 'unset' ? colour : DEFAULT_COLOUR,
    sizePt: levels.find((level) => level?.sizePt != null)?.sizePt ?? DEFAULT_SIZE_PT,
    isBold: levels.find((level) => level?.isBold != null)?.isBold ?? false,
  };
}

/**
 * A colour element (srgbClr, schemeClr, sysClr, prstClr) at the start of a fill or of a
 * fontRef's body, with its brightness changes. `unset` when there is none.
 */
function readColour(body: string, context: ColourContext): Rgb | 'unset' {
  const fill = /<(?:[\w.-]+:)?(solidFill|noFill|gradFill|blipFill|pattFill)\b/.exec(body);
  let colourXml = body;
  if (fill) {
    if (fill[1] !== 'solidFill') return 'unset';
    colourXml = body.slice(fill.index);
  }
  const match =
    /<(?:[\w.-]+:)?(srgbClr|schemeClr|sysClr|prstClr|scrgbClr)\b([^>]*?)(\/>|>([\s\S]*?)<\/(?:[\w.-]+:)?\1>)/.exec(
      colourXml,
    );
  if (!match) return 'unset';
  const [, kind, attributes = '', , inner = ''] = match;
  let rgb: Rgb | undefined;
  if (kind === 'srgbClr') rgb = parseHex(readAttribute(attributes, 'val'));
  else if (kind === 'sysClr') rgb = parseHex(readAttribute(attributes, 'lastClr'));
  else if (kind === 'prstClr') rgb = PRESET_COLOURS[readAttribute(attributes, 'val') ?? ''];
  else if (kind === 'schemeClr') {
    const name = readAttribute(attributes, 'val') ?? '';
    rgb = context.scheme.get(context.map.get(name) ?? name);
  } else if (kind === 'scrgbClr') {
    const percent = (name: string) => Number(readAttribute(attributes, name) ?? 0) / 100_000;
    rgb = [percent('r'), percent('g'), percent('b')].map((c) =>
      Math.round(255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)),
    ) as Rgb;
  }
  if (!rgb) return 'unset';
  return adjustBrightness(rgb, inner);
}

/** `lumMod`/`lumOff` (Text 1, Lighter 25%...), `tint` and `shade`, as PowerPoint applies them. */
function adjustBrightness(rgb: Rgb, modifiers: string): Rgb {
  const value = (name: string) => {
    const match = new RegExp(`<(?:[\\w.-]+:)?${name}\\b[^>]*\\sval="(-?\\d+)"`).exec(modifiers);
    return match ? Number(match[1]) / 100_000 : null;
  };
  let result = rgb;
  const shade = value('shade');
  if (shade !== null) result = result.map((c) => c * shade) as Rgb;
  const tint = value('tint');
  if (tint !== null) result = result.map((c) => 255 - (255 - c) * tint) as Rgb;
  const lumMod = value('lumMod');
  const lumOff = value('lumOff');
  if (lumMod !== null || lumOff !== null) {
    const [h, s, l] = toHsl(result);
    result = fromHsl(h, s, Math.min(1, Math.max(0, l * (lumMod ?? 1) + (lumOff ?? 0))));
  }
  return result.map((c) => Math.round(Math.min(255, Math.max(0, c)))) as Rgb;
}

function parseHex(value: string | undefined): Rgb | undefined {
  if (!value || !/^[0-9a-f]{6}$/i.test(value)) return undefined;
  return [0, 2, 4].map((at) => Number.parseInt(value.slice(at, at + 2), 16)) as Rgb;
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === red) h = (green - blue) / d + (green < blue ? 6 : 0);
  else if (max === green) h = (blue - red) / d + 2;
  else h = (red - green) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/** The theme part's colour scheme: dk1, lt1, dk2, lt2, accent1-6, hlink, folHlink. */
export function readColourScheme(themeXml: string | null): Map<string, Rgb> {
  const scheme = new Map<string, Rgb>();
  const body = themeXml
    ? /<(?:[\w.-]+:)?clrScheme\b[\s\S]*?<\/(?:[\w.-]+:)?clrScheme>/.exec(themeXml)
    : null;
  if (!body) return scheme;
  for (const match of body[0].matchAll(
    /<(?:[\w.-]+:)?(dk1|lt1|dk2|lt2|accent[1-6]|hlink|folHlink)>([\s\S]*?)<\/(?:[\w.-]+:)?\1>/g,
  )) {
    const colour = readColour(match[2] ?? '', { scheme: new Map(), map: new Map() });
    if (colour !== 'unset') scheme.set(match[1] ?? '', colour);
  }
  return scheme;
}

/** A colour map's attributes (bg1="lt1" tx1="dk1"...), from `p:clrMap` or `overrideClrMapping`. */
export function readColourMap(
  xml: string,
  tag: 'clrMap' | 'overrideClrMapping',
): Map<string, string> | null {
  const match = new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`).exec(xml);
  if (!match) return null;
  const map = new Map<string, string>();
  for (const [, name, value] of (match[1] ?? '').matchAll(/\s([\w]+)\s*=\s*"([^"]*)"/g)) {
    if (name && value) map.set(name, value);
  }
  return map;
}

/** The first-level paragraph defaults of the master's title, body and other text styles. */
export function readMasterTextStyles(
  masterXml: string,
): Record<'title' | 'body' | 'other', string | null> {
  const read = (style: string) => {
    const block = new RegExp(
      `<(?:[\\w.-]+:)?${style}\\b[\\s\\S]*?<\\/(?:[\\w.-]+:)?${style}>`,
    ).exec(masterXml)?.[0];
    return block ? readFirstLevelDefaults(block) : null;
  };
  return { title: read('titleStyle'), body: read('bodyStyle'), other: read('otherStyle') };
}

/** The `defRPr` of a list style's `lvl1pPr` (its snippet), if it has one. */
export function readFirstLevelDefaults(listStyle: string): string | null {
  let result: string | null = null;
  let start = -1;
  let inFirstLevel = false;
  scanTags(listStyle, (kind, name, _attributes, tagStart, tagEnd) => {
    if (result !== null) return;
    const local = name.slice(name.indexOf(':') + 1);
    if (local === 'lvl1pPr') inFirstLevel = kind === 'open';
    else if (inFirstLevel && local === 'defRPr') {
      if (kind === 'empty') result = listStyle.slice(tagStart, tagEnd);
      else if (kind === 'open') start = tagStart;
      else if (start >= 0) result = listStyle.slice(start, tagEnd);
    }
  });
  return result;
}
