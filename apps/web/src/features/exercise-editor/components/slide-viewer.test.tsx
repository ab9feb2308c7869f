import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { buildPresentation, buildSlide } from '../test-fixtures.ts';
import { SlideViewer } from './slide-viewer.tsx';

function currentIndex(): string | null {
  return screen.getByTestId('slide-current').getAttribute('data-index');
}

function pressOnPage(key: string) {
  fireEvent.keyDown(document.body, { key });
}

describe('SlideViewer', () => {
  beforeEach(() => setUpI18n('en'));

  it('marks the slides the deck hides, which lessons skip', () => {
    const presentation = buildPresentation({
      slides: [buildSlide(1), buildSlide(2, { hidden: true }), buildSlide(3)],
    });
    renderWithProviders(<SlideViewer presentation={presentation} />);
    const hidden = screen.getByTestId('slide-thumb-2');
    expect(hidden).toHaveTextContent('Hidden');
    expect(hidden).toHaveAccessibleName(
      'Slide 2 (Hidden in the presentation: lessons skip this slide): Slide 2 title',
    );
    expect(screen.getByTestId('slide-thumb-1')).not.toHaveTextContent('Hidden');
  });

  it('turns slides with the arrow keys, the buttons and the thumbnails, within the deck', () => {
    renderWithProviders(<SlideViewer presentation={buildPresentation()} />);

    expect(currentIndex()).toBe('1');
    expect(screen.getByTestId('slide-counter')).toHaveTextContent('1 / 3');
    expect(screen.getByTestId('slide-prev')).toBeDisabled();
    expect(screen.getByTestId('slide-thumb-1')).toHaveAttribute('aria-current', 'true');
    expect(within(screen.getByTestId('slide-current')).getByRole('img')).toHaveAttribute(
      'src',
      '/api/files/slides/deck-1.jpg',
    );

    pressOnPage('ArrowRight');
    expect(currentIndex()).toBe('2');
    expect(screen.getByTestId('slide-counter')).toHaveTextContent('2 / 3');
    expect(screen.getByTestId('slide-title')).toHaveTextContent('Slide 2 title');

    pressOnPage('ArrowRight');
    pressOnPage('ArrowRight');
    expect(currentIndex()).toBe('3');
    expect(screen.getByTestId('slide-next')).toBeDisabled();

    pressOnPage('ArrowLeft');
    expect(currentIndex()).toBe('2');

    fireEvent.click(screen.getByTestId('slide-prev'));
    expect(currentIndex()).toBe('1');
    fireEvent.click(screen.getByTestId('slide-thumb-3'));
    expect(currentIndex()).toBe('3');
    expect(screen.getByTestId('slide-thumb-3')).toHaveAttribute('aria-current', 'true');

    // Keys pressed while the viewer itself holds the focus work too.
    fireEvent.keyDown(screen.getByTestId('slide-viewer'), { key: 'ArrowLeft' });
    expect(currentIndex()).toBe('2');
  });

  it('leaves the arrow keys to a text field that has the focus', () => {
    renderWithProviders(
      <>
        <input data-testid="other-field" />
        <SlideViewer presentation={buildPresentation()} />
      </>,
    );
    const field = screen.getByTestId('other-field');
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(currentIndex()).toBe('1');
  });

  it("plays each slide's own audio in the app's player", () => {
    const presentation = buildPresentation({
      slides: [
        buildSlide(1),
        buildSlide(2, {
          audio_urls: ['/api/files/audio/tiger.mp3', '/api/files/audio/roar.mp3'],
          notes: 'Let the child answer first',
        }),
      ],
    });
    renderWithProviders(<SlideViewer presentation={presentation} />);

    expect(screen.queryByTestId('slide-audio')).not.toBeInTheDocument();

    pressOnPage('ArrowRight');
    const players = screen.getAllByTestId('slide-audio');
    expect(players.map((player) => player.getAttribute('src'))).toEqual([
      '/api/files/audio/tiger.mp3',
      '/api/files/audio/roar.mp3',
    ]);
    expect(players[0]?.tagName).toBe('AUDIO');
    expect(players[0]).toHaveAttribute('controls');
    expect(screen.getByTestId('slide-notes')).toHaveTextContent('Let the child answer first');
  });

  it('shows a waiting state while the server prepares the slides', () => {
    renderWithProviders(
      <SlideViewer presentation={buildPresentation({ render_state: 'pending' })} />,
    );
    expect(screen.getByTestId('render-state')).toHaveAttribute('data-state', 'pending');
    expect(screen.getByText('Slides are being prepared…')).toBeInTheDocument();
  });

  it('explains a failed render and still shows the titles and text of the slides', () => {
    const presentation = buildPresentation({
      render_state: 'failed',
      slides: [buildSlide(1, { image_url: null, title: 'Meet the tiger', text: 'Rrr!' })],
    });
    renderWithProviders(<SlideViewer presentation={presentation} />);

    expect(screen.getByTestId('render-state')).toHaveAttribute('data-state', 'failed');
    expect(screen.getByTestId('render-failed')).toHaveTextContent('The slides could not be drawn');
    const current = screen.getByTestId('slide-current');
    expect(current).toHaveTextContent('Meet the tiger');
    expect(current).toHaveTextContent('Rrr!');
  });

  it('says when the browser draws the deck because the server has no LibreOffice', async () => {
    stubFetch({ 'GET /api/files/decks/sound-r.pptx': () => jsonResponse(404, {}) });
    const presentation = buildPresentation({
      render_state: 'browser',
      renderer: 'browser',
      slides: [buildSlide(1, { image_url: null, title: 'Meet the tiger' })],
    });
    renderWithProviders(<SlideViewer presentation={presentation} />);

    expect(screen.getByTestId('render-state')).toHaveAttribute('data-state', 'browser');
    expect(screen.getByTestId('browser-render-note')).toHaveTextContent(
      'Drawn by the browser: install LibreOffice on the server for exact slides',
    );
    // A file that cannot be fetched leaves the slide's own text in view.
    expect(
      await within(screen.getByTestId('slide-current')).findByText('Meet the tiger'),
    ).toBeInTheDocument();
  });
});
