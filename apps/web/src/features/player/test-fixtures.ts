import type { LessonMark, PlayLesson, Presentation, Slide } from '@slovo/contracts';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A link token: 22 url-safe characters. */
export const TOKEN = 'aRU_YAMGPsNH3vKHWXie9w';
export const PLAY_PATH = `/play-lesson/${TOKEN}`;

export function buildSlide(index: number, overrides: Partial<Slide> = {}): Slide {
  return {
    index,
    title: `Slide ${index}`,
    text: `Text of slide ${index}`,
    notes: '',
    image_url: `/api/files/slides/s-${index}.jpg`,
    audio_urls: [],
    hidden: false,
    ...overrides,
  };
}

export function buildPresentation(slides: Slide[], overrides: Partial<Presentation> = {}) {
  return {
    id: 1,
    kind: 'presentation',
    name: 'deck.pptx',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    size: 1000,
    url: '/api/files/decks/deck.pptx',
    slide_count: slides.length,
    render_state: 'done',
    renderer: 'libreoffice',
    slides,
    ...overrides,
  } satisfies Presentation;
}

/** Two items: "Tiger roars" with 3 slides and "Farm animals" with 2. */
export function buildPlayLesson(overrides: Partial<PlayLesson> = {}): PlayLesson {
  return {
    title: 'Sound R, first lesson',
    number: 1,
    child_name: 'Marko',
    language: 'uk',
    items: [
      {
        title: 'Tiger roars',
        exercise_id: 11,
        seconds: 0,
        presentation: buildPresentation([
          buildSlide(1, { notes: 'Show the tongue' }),
          buildSlide(2),
          buildSlide(3),
        ]),
      },
      {
        title: 'Farm animals',
        exercise_id: 12,
        seconds: 0,
        presentation: buildPresentation([buildSlide(1), buildSlide(2)]),
      },
    ],
    position: { item: 0, slide: 0, is_finished: false },
    is_leader: true,
    lesson_id: 31,
    workspace_id: 10,
    marks: [],
    ...overrides,
  };
}

export function buildFollowerLesson(overrides: Partial<PlayLesson> = {}): PlayLesson {
  return buildPlayLesson({
    is_leader: false,
    lesson_id: null,
    workspace_id: null,
    marks: [] satisfies LessonMark[],
    ...overrides,
  });
}

/** Stands in for the browser's EventSource: tests push server events through `emit`. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: Event) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: Event) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data?: unknown) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event =
      data === undefined ? new Event(type) : new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }
}

/**
 * The stream the page has opened: `count` of them so far. The page opens it in an effect, which
 * may run a moment after the screen first shows, so tests wait for it rather than assume it.
 */
export async function waitForEventSource(count = 1): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.instances).toHaveLength(count));
  return FakeEventSource.latest();
}

export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}
