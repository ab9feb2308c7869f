import type { Presentation, Slide } from '@slovo/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch.ts';
import { SlideCanvas } from './slide-canvas.tsx';

const labels = { pending: 'Preparing', drawing: 'Drawing', empty: 'No slides' };

const slide: Slide = {
  index: 1,
  title: 'Meet the tiger',
  text: 'Rrr!',
  notes: '',
  image_url: '/api/files/slides/tiger.jpg',
  audio_urls: [],
  hidden: false,
};

function buildDeck(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 1,
    kind: 'presentation',
    name: 'tiger.pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    size: 1000,
    url: '/api/files/decks/tiger.pptx?expires=1900000000&signature=sig',
    slide_count: 1,
    render_state: 'done',
    renderer: 'libreoffice',
    slides: [slide],
    ...overrides,
  };
}

function renderCanvas(presentation: Presentation, shown: Slide | null = slide) {
  renderWithProviders(
    <SlideCanvas
      presentation={presentation}
      slide={shown ?? undefined}
      alt="Tiger"
      labels={labels}
    />,
  );
  return screen.getByTestId('slide-canvas');
}

describe('SlideCanvas', () => {
  it('shows the picture the server rendered', () => {
    const canvas = renderCanvas(buildDeck());
    expect(within(canvas).getByRole('img', { name: 'Tiger' })).toHaveAttribute(
      'src',
      '/api/files/slides/tiger.jpg',
    );
  });

  it('waits while the server prepares the slides', () => {
    expect(renderCanvas(buildDeck({ render_state: 'pending' }))).toHaveTextContent('Preparing');
  });

  it('says when the deck has no slide to show', () => {
    expect(renderCanvas(buildDeck({ slides: [] }), null)).toHaveTextContent('No slides');
  });

  it("falls back to the slide's words when it cannot be drawn", async () => {
    stubFetch({ 'GET /api/files/decks/tiger.pptx': () => jsonResponse(404, {}) });
    const canvas = renderCanvas(
      buildDeck({ render_state: 'browser', renderer: 'browser', slides: [slide] }),
    );
    expect(canvas).toHaveTextContent('Drawing');
    expect(await within(canvas).findByText('Rrr!')).toBeInTheDocument();
    expect(canvas).toHaveTextContent('Meet the tiger');
  });
});
