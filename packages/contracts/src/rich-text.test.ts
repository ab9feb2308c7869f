import { describe, expect, it } from 'vitest';
import {
  isSafeHref,
  type RichTextDoc,
  RichTextDocSchema,
  toPlainText,
  walkRichText,
} from './rich-text.ts';

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Line one' },
        { type: 'hardBreak' },
        { type: 'text', text: 'line two', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Tube' }] }],
        },
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Smile' }] },
            {
              type: 'bulletList',
              content: [
                {
                  type: 'listItem',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'wide' }] }],
                },
              ],
            },
          ],
        },
      ],
    },
    { type: 'horizontalRule' },
    { type: 'paragraph' },
  ],
};

describe('rich text', () => {
  it('accepts links to the web and to e-mail only', () => {
    for (const href of ['https://example.org/a?b=1', 'http://example.org', 'mailto:a@b.org']) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '/relative',
      'example.org',
      '',
      `https://example.org/${'a'.repeat(2000)}`,
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });

  it('turns a document into lines of plain text, lists numbered or bulleted', () => {
    expect(toPlainText(doc)).toBe('Plan\nLine one\nline two\n3. Tube\n4. Smile\n• wide');
  });

  it('walks every node with its depth, parents first', () => {
    const seen: string[] = [];
    walkRichText(doc, (node, depth) => {
      seen.push(`${depth}:${node.type}`);
      return undefined;
    });
    expect(seen.slice(0, 4)).toEqual(['0:doc', '1:heading', '2:text', '1:paragraph']);
    expect(seen).toContain('6:text');
  });

  it('keeps to the allow-list: node types, attributes and marks', () => {
    expect(RichTextDocSchema.safeParse(doc).success).toBe(true);
    const refused = [
      { type: 'doc', content: [{ type: 'codeBlock', content: [{ type: 'text', text: 'x' }] }] },
      { type: 'doc', content: [{ type: 'heading', attrs: { level: 1 }, content: [] }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [{ type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: {} }] }],
          },
        ],
      },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '' }] }] },
      { type: 'doc', content: [] },
      '<p>html</p>',
    ];
    for (const value of refused) {
      expect(RichTextDocSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
