import { Anchor, Blockquote, Divider, List, Text, Title } from '@mantine/core';
import {
  isSafeHref,
  type RichTextBlock,
  type RichTextDoc,
  type RichTextInline,
  type RichTextMark,
} from '@slovo/contracts';
import type { ReactNode } from 'react';

/** Wraps text in its marks, the first outermost; a link to an unsafe target stays plain text. */
function applyMarks(text: string, marks: RichTextMark[] = [], index = 0): ReactNode {
  const mark = marks[index];
  if (!mark) return text;
  const inner = applyMarks(text, marks, index + 1);
  switch (mark.type) {
    case 'bold':
      return <strong>{inner}</strong>;
    case 'italic':
      return <em>{inner}</em>;
    case 'strike':
      return <s>{inner}</s>;
    case 'underline':
      return <u>{inner}</u>;
    case 'link':
      return isSafeHref(mark.attrs.href) ? (
        <Anchor href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow">
          {inner}
        </Anchor>
      ) : (
        inner
      );
  }
  return inner;
}

function renderInlines(nodes: RichTextInline[] = []) {
  return nodes.map((node, index) =>
    node.type === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the document is drawn whole, never reordered
      <span key={index}>{applyMarks(node.text, node.marks)}</span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <br key={index} />
    ),
  );
}

function renderBlocks(blocks: RichTextBlock[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: the document is drawn whole, never reordered
  return blocks.map((block, index) => <RichTextBlockView key={index} block={block} />);
}

const HEADING_ORDER = { 2: 3, 3: 4, 4: 5 } as const;
// Sized as text inside a card, never larger than the title of the card that holds it.
const HEADING_SIZE = { 3: 'lg', 4: 'md', 5: 'sm' } as const;

function RichTextBlockView({ block }: { block: RichTextBlock }) {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is an empty line the author left: keep its height.
      return <Text mb="xs">{block.content ? renderInlines(block.content) : <br />}</Text>;
    case 'heading': {
      // The page's own title is h1-h2: the text's headings sit below it.
      const order = HEADING_ORDER[block.attrs.level as keyof typeof HEADING_ORDER] ?? 5;
      return (
        <Title order={order} fz={HEADING_SIZE[order]} mt="sm" mb="xs">
          {renderInlines(block.content)}
        </Title>
      );
    }
    case 'bulletList':
    case 'orderedList':
      return (
        <List
          type={block.type === 'orderedList' ? 'ordered' : 'unordered'}
          start={block.type === 'orderedList' ? block.attrs?.start : undefined}
          mb="xs"
          withPadding
        >
          {block.content.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the document is drawn whole
            <List.Item key={index}>{renderBlocks(item.content)}</List.Item>
          ))}
        </List>
      );
    case 'blockquote':
      return (
        <Blockquote p="sm" mb="xs">
          {renderBlocks(block.content)}
        </Blockquote>
      );
    case 'horizontalRule':
      return <Divider my="sm" />;
  }
  return null;
}

/**
 * Rich text (contracts' Tiptap JSON) drawn as React elements, never as HTML: what the server
 * accepted is all it can show. For complexes, programs, and any screen that shows them.
 */
export function RichTextView({ doc, testId }: { doc: RichTextDoc; testId?: string }) {
  return (
    <div data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {renderBlocks(doc.content)}
    </div>
  );
}
