import type { RichTextDoc } from '@slovo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers.tsx';
import { RichTextView } from './rich-text-view.tsx';

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Every day' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Blow', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'hardBreak' },
        {
          type: 'text',
          text: 'the video',
          marks: [{ type: 'link', attrs: { href: 'https://example.org/v', target: null } }],
        },
        { type: 'text', text: ' <script>alert(1)</script>' },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Smile' }] }],
        },
      ],
    },
    {
      type: 'blockquote',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Quoted' }] }],
    },
    { type: 'horizontalRule' },
  ],
};

describe('RichTextView', () => {
  it('draws headings, marks, links, lists and quotes as elements', () => {
    renderWithProviders(<RichTextView doc={doc} testId="view" />);
    expect(screen.getByRole('heading', { name: 'Every day' }).tagName).toBe('H3');
    const bold = screen.getByText('Blow');
    expect(bold.tagName).toBe('EM');
    expect(bold.closest('strong')).not.toBeNull();
    const link = screen.getByRole('link', { name: 'the video' });
    expect(link).toHaveAttribute('href', 'https://example.org/v');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('list')).toHaveAttribute('start', '3');
    expect(screen.getByText('Quoted').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('shows markup in the text as text, and an unsafe link as plain words', () => {
    const unsafe: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'click me',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
      ],
    };
    const { container } = renderWithProviders(
      <>
        <RichTextView doc={doc} />
        <RichTextView doc={unsafe} />
      </>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('click me').closest('a')).toBeNull();
  });
});
