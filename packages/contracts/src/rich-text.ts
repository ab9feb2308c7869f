import { z } from 'zod';
import {
  RICH_TEXT_DEPTH_MAX,
  RICH_TEXT_HREF_MAX_LENGTH,
  RICH_TEXT_JSON_MAX_LENGTH,
  RICH_TEXT_NODES_MAX,
  RICH_TEXT_PLAIN_MAX_LENGTH,
} from './limits.ts';

// ---------------------------------------------------------------------------------------------
// Rich text as the editor (Tiptap: StarterKit without code, plus links) writes it, as JSON. The
// server keeps only what this allow-list names, so every screen (and a PDF) can draw it with its
// own small renderer and never has to trust HTML (decision 033).

/** Links open web pages or write an e-mail; nothing else (no `javascript:`, no `data:`). */
const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Whether a link target is absolute http(s) or mailto, with no spaces or control characters. */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > RICH_TEXT_HREF_MAX_LENGTH) return false;
  // URL parsing drops tabs and new lines ("java\nscript:"): refuse them before it does.
  if (/\s/.test(href) || [...href].some((c) => c.charCodeAt(0) < 0x20 || c === '\x7f')) {
    return false;
  }
  try {
    return SAFE_LINK_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

export type RichTextLinkAttrs = {
  href: string;
  target?: '_blank' | null;
  rel?: string | null;
  class?: null;
  title?: string | null;
};
export type RichTextMark =
  | { type: 'bold' | 'italic' | 'strike' | 'underline' }
  | { type: 'link'; attrs: RichTextLinkAttrs };
export type RichTextInline =
  | { type: 'text'; text: string; marks?: RichTextMark[] }
  | { type: 'hardBreak'; marks?: RichTextMark[] };
export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] };
export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: number }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | {
      type: 'orderedList';
      attrs?: { start?: number; type?: string | null };
      content: RichTextListItem[];
    }
  | { type: 'blockquote'; content: RichTextBlock[] }
  | { type: 'horizontalRule' };
export type RichTextDoc = { type: 'doc'; content: RichTextBlock[] };
export type RichTextNode = RichTextDoc | RichTextBlock | RichTextListItem | RichTextInline;

/** The heading levels the editor offers. */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

const INVALID = 'validation.richTextInvalid';
const NoAttrs = z.object({}).strict().optional();

const MarkSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(['bold', 'italic', 'strike', 'underline']), attrs: NoAttrs }).strict(),
    z
      .object({
        type: z.literal('link'),
        attrs: z
          .object({
            href: z.string().refine(isSafeHref, 'validation.richTextLink'),
            target: z.literal('_blank').nullable().optional(),
            rel: z.string().max(200).nullable().optional(),
            class: z.null().optional(),
            title: z.string().max(500).nullable().optional(),
          })
          .strict(),
      })
      .strict(),
  ],
  INVALID,
);
const Marks = z.array(MarkSchema).max(10, INVALID).optional();

const InlineSchema = z.discriminatedUnion(
  'type',
  [
    z
      .object({
        type: z.literal('text'),
        text: z.string().min(1, INVALID).max(RICH_TEXT_PLAIN_MAX_LENGTH, INVALID),
        marks: Marks,
      })
      .strict(),
    z.object({ type: z.literal('hardBreak'), attrs: NoAttrs, marks: Marks }).strict(),
  ],
  INVALID,
);
const Inlines = z.array(InlineSchema).max(RICH_TEXT_NODES_MAX, INVALID).optional();

const BlockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion(
    'type',
    [Paragraph, Heading, BulletList, OrderedList, Blockquote, HorizontalRule],
    INVALID,
  ),
);
const Blocks = z.array(BlockSchema).min(1, INVALID).max(RICH_TEXT_NODES_MAX, INVALID);

const ListItem = z
  .object({ type: z.literal('listItem'), attrs: NoAttrs, content: Blocks })
  .strict();
const ListItems = z.array(ListItem).min(1, INVALID).max(RICH_TEXT_NODES_MAX, INVALID);

const Paragraph = z
  .object({ type: z.literal('paragraph'), attrs: NoAttrs, content: Inlines })
  .strict();
const Heading = z
  .object({
    type: z.literal('heading'),
    attrs: z
      .object({
        level: z.union(
          RICH_TEXT_HEADING_LEVELS.map((level) => z.literal(level)),
          INVALID,
        ),
      })
      .strict(),
    content: Inlines,
  })
  .strict();
const BulletList = z
  .object({ type: z.literal('bulletList'), attrs: NoAttrs, content: ListItems })
  .strict();
const OrderedList = z
  .object({
    type: z.literal('orderedList'),
    attrs: z
      .object({
        start: z.number().int().min(0).max(100_000).optional(),
        type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
      })
      .strict()
      .optional(),
    content: ListItems,
  })
  .strict();
const Blockquote = z
  .object({ type: z.literal('blockquote'), attrs: NoAttrs, content: Blocks })
  .strict();
const HorizontalRule = z.object({ type: z.literal('horizontalRule'), attrs: NoAttrs }).strict();

function listChildren(node: RichTextNode): RichTextNode[] {
  return 'content' in node && Array.isArray(node.content) ? node.content : [];
}

/**
 * Visits every node of a document, parents before their children, with its depth (the document
 * is 0). The visitor returns false to skip a node's children.
 */
export function walkRichText(
  node: RichTextNode,
  visit: (node: RichTextNode, depth: number) => boolean | undefined,
  depth = 0,
): void {
  if (visit(node, depth) === false) return;
  for (const child of listChildren(node)) walkRichText(child, visit, depth + 1);
}

function toInlineText(nodes: RichTextInline[] = []): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

function toBlocksText(blocks: RichTextBlock[]): string {
  return blocks
    .map(toBlockText)
    .filter((text) => text.trim() !== '')
    .join('\n');
}

function toBlockText(block: RichTextBlock): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return toInlineText(block.content);
    case 'bulletList':
      return block.content.map((item) => `• ${toBlocksText(item.content)}`).join('\n');
    case 'orderedList': {
      const start = block.attrs?.start ?? 1;
      return block.content
        .map((item, index) => `${start + index}. ${toBlocksText(item.content)}`)
        .join('\n');
    }
    case 'blockquote':
      return toBlocksText(block.content);
    case 'horizontalRule':
      return '';
  }
}

/**
 * The document's words without formatting: a line per paragraph, heading or list item (items
 * start with "• " or their number), for previews, plain e-mails, search and checks.
 */
export function toPlainText(doc: RichTextDoc): string {
  return toBlocksText(doc.content);
}

/** Spec 3's "content" of complexes and programs: a Tiptap document within the allow-list. */
export const RichTextDocSchema = z
  .object({ type: z.literal('doc', INVALID), content: Blocks })
  .strict()
  .superRefine((doc, ctx) => {
    let nodes = 0;
    let tooDeep = false;
    walkRichText(doc, (_node, depth) => {
      nodes += 1;
      if (depth > RICH_TEXT_DEPTH_MAX) tooDeep = true;
      return !tooDeep;
    });
    if (tooDeep || nodes > RICH_TEXT_NODES_MAX) {
      ctx.addIssue({ code: 'custom', message: 'validation.richTextTooLarge' });
      return;
    }
    if (JSON.stringify(doc).length > RICH_TEXT_JSON_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'validation.richTextTooLarge' });
      return;
    }
    if (toPlainText(doc).length > RICH_TEXT_PLAIN_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'validation.richTextTooLarge' });
    }
  })
  .meta({
    description:
      'Tiptap JSON: doc, paragraph, heading (2-4), bulletList, orderedList, listItem, blockquote, horizontalRule, text, hardBreak; marks bold, italic, strike, underline, link (http, https, mailto)',
  });

/** Whether the document holds any words (an empty editor still holds one empty paragraph). */
export function hasRichText(doc: RichTextDoc): boolean {
  return toPlainText(doc).trim() !== '';
}

/** An empty document, as the editor starts. */
export const EMPTY_RICH_TEXT: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };
