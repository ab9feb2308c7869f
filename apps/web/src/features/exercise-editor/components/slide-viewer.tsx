import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Collapse,
  Group,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getRenderState, type Presentation, type RenderState, type Slide } from '@slovo/contracts';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconInfoCircle,
  IconVolume,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlideCanvas } from '../../../components/slides/slide-canvas.tsx';
import classes from './slide-viewer.module.css';

type SlideViewerProps = { presentation: Presentation };

const SKELETON_THUMBS = 4;

function isTypingTarget(element: Element): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT', 'AUDIO', 'VIDEO'].includes(element.tagName);
}

/**
 * Arrow keys turn slides while the viewer holds the focus, or while nothing else does (the
 * page body): never while the user types or moves through an audio track.
 */
function shouldTurnSlides(target: EventTarget | null, viewer: HTMLElement | null): boolean {
  if (!(target instanceof Element) || isTypingTarget(target)) return false;
  if (viewer?.contains(target)) return true;
  return target === document.body || target === document.documentElement;
}

type ThumbProps = {
  slide: Slide;
  state: RenderState;
  isCurrent: boolean;
  onSelect: () => void;
  buttonRef: (element: HTMLButtonElement | null) => void;
};

function SlideThumb({ slide, state, isCurrent, onSelect, buttonRef }: ThumbProps) {
  const { t } = useTranslation('exercise-editor');
  const label = [
    t('exercise-editor:viewer.goToSlide', { index: slide.index }),
    slide.hidden ? ` (${t('exercise-editor:viewer.hiddenSlideHint')})` : '',
  ].join('');
  return (
    <button
      ref={buttonRef}
      type="button"
      className={classes.thumb}
      onClick={onSelect}
      aria-current={isCurrent}
      aria-label={slide.title ? `${label}: ${slide.title}` : label}
      data-testid={`slide-thumb-${slide.index}`}
    >
      <span className={classes.thumbFrame}>
        {state === 'pending' && <Skeleton pos="absolute" inset={0} radius={0} />}
        {state === 'done' && slide.image_url ? (
          <img src={slide.image_url} alt="" loading="lazy" />
        ) : (
          state !== 'pending' && <span className={classes.thumbText}>{slide.title}</span>
        )}
        <span className={classes.thumbBadge}>{slide.index}</span>
        {slide.hidden && (
          <span className={classes.thumbHidden} title={t('exercise-editor:viewer.hiddenSlideHint')}>
            {t('exercise-editor:viewer.hiddenSlide')}
          </span>
        )}
      </span>
    </button>
  );
}

type SlideNotesProps = { notes: string; isOpen: boolean; onToggle: () => void };

function SlideNotes({ notes, isOpen, onToggle }: SlideNotesProps) {
  const { t } = useTranslation('exercise-editor');
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        onClick={onToggle}
        aria-expanded={isOpen}
        rightSection={isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        data-testid="slide-notes-toggle"
      >
        {t('exercise-editor:viewer.notes')}
      </Button>
      <Collapse in={isOpen}>
        <Text size="sm" c="dimmed" className={classes.notes} data-testid="slide-notes">
          {notes}
        </Text>
      </Collapse>
    </div>
  );
}

function SlideAudio({ slide }: { slide: Slide }) {
  const { t } = useTranslation('exercise-editor');
  if (slide.audio_urls.length === 0) return null;
  return (
    <Stack gap={4}>
      <Group gap={6}>
        <IconVolume size={16} />
        <Text size="sm" fw={600}>
          {t('exercise-editor:viewer.audio')}
        </Text>
      </Group>
      {slide.audio_urls.map((url, position) => (
        // biome-ignore lint/a11y/useMediaCaption: slide sounds come from the deck without caption files; the slide text and notes carry the words
        <audio
          // A new element per slide, so turning the slide stops what was playing.
          key={`${slide.index}-${url}`}
          className={classes.audio}
          src={url}
          controls
          preload="none"
          aria-label={t('exercise-editor:viewer.audioLabel', {
            index: slide.index,
            track: position + 1,
          })}
          data-testid="slide-audio"
        />
      ))}
    </Stack>
  );
}

/**
 * A .pptx deck: the slides the server rendered, or drawn in the browser when the server has no
 * LibreOffice. No renderer plays slide sounds, so they play in the app's own audio player.
 */
export function SlideViewer({ presentation }: SlideViewerProps) {
  const { t } = useTranslation('exercise-editor');
  const state = getRenderState(presentation);
  const { slides } = presentation;
  const [position, setPosition] = useState(0);
  // Open or closed stays as the user left it while they turn the slides.
  const [areNotesOpen, { toggle: toggleNotes }] = useDisclosure(true);
  const viewerRef = useRef<HTMLDivElement>(null);
  const thumbRefs = useRef(new Map<number, HTMLButtonElement>());
  const lastPosition = Math.max(slides.length - 1, 0);
  const currentPosition = Math.min(position, lastPosition);
  const slide = slides[currentPosition];

  useEffect(() => {
    const turnWithArrows = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (!shouldTurnSlides(event.target, viewerRef.current)) return;
      event.preventDefault();
      const step = event.key === 'ArrowLeft' ? -1 : 1;
      setPosition((current) => Math.min(Math.max(current + step, 0), lastPosition));
    };
    window.addEventListener('keydown', turnWithArrows);
    return () => window.removeEventListener('keydown', turnWithArrows);
  }, [lastPosition]);

  useEffect(() => {
    thumbRefs.current
      .get(currentPosition)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [currentPosition]);

  const renderThumbs = () => {
    if (state === 'pending' && slides.length === 0) {
      const count = Math.min(presentation.slide_count ?? SKELETON_THUMBS, SKELETON_THUMBS);
      return Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders that never reorder
        <span key={index} className={classes.thumb}>
          <Skeleton className={classes.thumbFrame} />
        </span>
      ));
    }
    return slides.map((item, index) => (
      <SlideThumb
        key={item.index}
        slide={item}
        state={state}
        isCurrent={index === currentPosition}
        onSelect={() => setPosition(index)}
        buttonRef={(element) => {
          if (element) thumbRefs.current.set(index, element);
          else thumbRefs.current.delete(index);
        }}
      />
    ));
  };

  return (
    <Stack
      ref={viewerRef}
      gap="sm"
      className={classes.viewer}
      tabIndex={0}
      role="region"
      aria-roledescription={t('exercise-editor:viewer.roleDescription')}
      aria-label={t('exercise-editor:viewer.label')}
      data-testid="slide-viewer"
    >
      {state === 'browser' && (
        <Group gap={6} wrap="nowrap" c="dimmed" data-testid="browser-render-note">
          <IconInfoCircle size={16} style={{ flexShrink: 0 }} />
          <Text size="xs">{t('exercise-editor:viewer.browserNote')}</Text>
        </Group>
      )}
      {state === 'failed' && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('exercise-editor:viewer.failedTitle')}
          data-testid="render-failed"
        >
          {t('exercise-editor:viewer.failedText')}
        </Alert>
      )}
      <div className={classes.layout}>
        <nav className={classes.strip} aria-label={t('exercise-editor:viewer.thumbnails')}>
          {renderThumbs()}
        </nav>
        <div className={classes.main}>
          <div
            className={classes.stage}
            data-testid="render-state"
            data-state={state}
            aria-busy={state === 'pending'}
          >
            <Box
              pos="absolute"
              inset={0}
              data-testid="slide-current"
              data-index={slide?.index ?? 0}
            >
              <SlideCanvas
                presentation={presentation}
                slide={slide}
                alt={
                  slide
                    ? slide.title || t('exercise-editor:viewer.slideAlt', { index: slide.index })
                    : ''
                }
                labels={{
                  pending: t('exercise-editor:viewer.pending'),
                  drawing: t('exercise-editor:viewer.drawing'),
                  empty: t('exercise-editor:viewer.noSlides'),
                }}
              />
            </Box>
          </div>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Tooltip label={t('exercise-editor:viewer.previous')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => setPosition(Math.max(currentPosition - 1, 0))}
                disabled={currentPosition === 0}
                aria-label={t('exercise-editor:viewer.previous')}
                data-testid="slide-prev"
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" fw={600} aria-live="polite" data-testid="slide-counter">
              {slides.length > 0 ? `${currentPosition + 1} / ${slides.length}` : '0 / 0'}
            </Text>
            <Tooltip label={t('exercise-editor:viewer.next')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => setPosition(Math.min(currentPosition + 1, lastPosition))}
                disabled={currentPosition >= lastPosition}
                aria-label={t('exercise-editor:viewer.next')}
                data-testid="slide-next"
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
          {slide && (
            <Stack gap={6}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="slide-title">
                {slide.title || t('exercise-editor:viewer.untitled', { index: slide.index })}
              </Text>
              {slide.notes.trim() !== '' && (
                <SlideNotes notes={slide.notes} isOpen={areNotesOpen} onToggle={toggleNotes} />
              )}
              <SlideAudio slide={slide} />
            </Stack>
          )}
        </div>
      </div>
    </Stack>
  );
}
