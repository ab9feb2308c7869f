import { Box, Loader, Skeleton, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { getRenderState, type PlayerPresentation, type Slide } from '@slovo/contracts';
import classes from './slide-canvas.module.css';
import { DRAWN_SLIDE_SIZE, useDrawnDeck, wrapDrawnSlide } from './use-drawn-deck.ts';

/** The words the canvas shows while it cannot show the slide (each screen translates them). */
type SlideCanvasLabels = {
  /** The server is still turning the deck into pictures. */
  pending: string;
  /** The browser is drawing the deck. */
  drawing: string;
  /** The deck has no slide to show. */
  empty: string;
};

type SlideCanvasProps = {
  /** A staff answer's presentation or the player's (which carries less). */
  presentation: PlayerPresentation;
  /** The slide to show; undefined when the deck has none (yet). */
  slide: Slide | undefined;
  /** The slide's name for assistive technology: its title, or "Slide N". */
  alt: string;
  labels: SlideCanvasLabels;
};

function DrawnSlide({ html, title }: { html: string; title: string }) {
  const { ref, width } = useElementSize();
  const scale = width > 0 ? width / DRAWN_SLIDE_SIZE.width : 0;
  return (
    <Box ref={ref} pos="absolute" inset={0}>
      {scale > 0 && (
        // No scripts and no access to the app: the slide is markup built from an uploaded file.
        <iframe
          className={classes.drawn}
          sandbox=""
          srcDoc={wrapDrawnSlide(html)}
          title={title}
          width={DRAWN_SLIDE_SIZE.width}
          height={DRAWN_SLIDE_SIZE.height}
          style={{ transform: `scale(${scale})` }}
        />
      )}
    </Box>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <>
      <Skeleton pos="absolute" inset={0} radius={0} animate />
      <div className={classes.overlay}>
        <Loader size="sm" />
        <Text size="sm" fw={600}>
          {label}
        </Text>
      </div>
    </>
  );
}

function SlideContent({ presentation, slide, alt, labels }: SlideCanvasProps) {
  const state = getRenderState(presentation);
  const deck = useDrawnDeck(presentation.url ?? '', state === 'browser');

  if (state === 'pending') return <Waiting label={labels.pending} />;
  if (!slide) {
    return (
      <div className={classes.overlay}>
        <Text size="sm">{labels.empty}</Text>
      </div>
    );
  }
  if (state === 'done' && slide.image_url) {
    return <img className={classes.image} src={slide.image_url} alt={alt} />;
  }
  if (state === 'browser') {
    const html = deck.data?.[slide.index - 1];
    if (html !== undefined) return <DrawnSlide html={html} title={alt} />;
    if (deck.isPending) return <Waiting label={labels.drawing} />;
  }
  // A failed render, or a deck the browser could not draw: the slide's own words.
  return (
    <div className={classes.text}>
      <Text fw={700} fz={{ base: 'md', sm: 'xl' }}>
        {slide.title}
      </Text>
      <Text size="sm" mt="xs">
        {slide.text}
      </Text>
    </div>
  );
}

/**
 * One slide of a .pptx deck, scaled to fit the box it is placed in (the box needs a position
 * and a size): the picture the server rendered, or the slide drawn in the browser when the
 * server has no LibreOffice, or its title and text when neither is there.
 */
export function SlideCanvas(props: SlideCanvasProps) {
  return (
    <div className={classes.canvas}>
      <div className={classes.frame} data-testid="slide-canvas">
        <SlideContent {...props} />
      </div>
    </div>
  );
}
