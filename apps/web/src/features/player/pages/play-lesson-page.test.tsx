import { notifications } from '@mantine/notifications';
import type { PlayLesson } from '@slovo/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { preloadLazyChunk } from '../../../../test/lazy-chunks.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import type { ItemSeconds } from '../components/item-times.ts';
import {
  buildFollowerLesson,
  buildPlayLesson,
  buildPresentation,
  buildSlide,
  FakeEventSource,
  PLAY_PATH,
  stubEventSource,
  TOKEN,
  waitForEventSource,
} from '../test-fixtures.ts';
import { PlayLessonPage } from './play-lesson-page.tsx';

preloadLazyChunk(() => import('../components/leader-screen.tsx'));

const API = `/api/play-lesson/${TOKEN}`;

function buildLessonAnswer(overrides: Record<string, unknown> = {}) {
  return {
    id: 31,
    plan_id: 3,
    plan_number: 1,
    protocol_id: 2,
    client: { id: 4, child_name: 'Marko' },
    number: 1,
    title: 'Sound R, first lesson',
    state: 'upcoming',
    scheduled_at: null,
    prepared_at: '2026-03-01T10:00:00.000Z',
    finished_at: null,
    done_at: null,
    tracked_seconds: 125,
    item_count: 2,
    blocks: [],
    items: [],
    is_plan_filled: true,
    play_url: `https://app.example.com${PLAY_PATH}`,
    ...overrides,
  };
}

function stubPlayerApi(play: PlayLesson, extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    [`GET ${API}`]: () => jsonResponse(200, { data: play }),
    'GET /api/lesson/31': () => jsonResponse(200, { data: buildLessonAnswer() }),
    [`POST ${API}/position`]: (call) =>
      jsonResponse(200, { data: { ...(call.body as object), is_finished: false } }),
    'POST /api/track': () =>
      jsonResponse(200, { data: { tracked_seconds: 155, item_seconds: [30, 0] } }),
    ...extra,
  });
}

type TrackBody = { workspace_id: number; lesson_id: number; items: ItemSeconds[] };

function renderPage(path = PLAY_PATH) {
  return renderRoutes([{ path: '/play-lesson/:lessonId', element: <PlayLessonPage /> }], { path });
}

function slideShown() {
  const slide = screen.getByTestId('player-slide');
  return `${slide.getAttribute('data-item')}/${slide.getAttribute('data-slide')}`;
}

function press(key: string) {
  fireEvent.keyDown(document.body, { key });
}

function positionPosts(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method === 'POST' && call.url.endsWith('/position'));
}

function shownPosts(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method === 'POST' && call.url.endsWith('/shown'));
}

/** The teacher's presence stream, fed by the test one event at a time. */
function stubPresenceStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    respond: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    push(presence: { screens: number; shown: { item: number; slide: number }[] }) {
      controller?.enqueue(encoder.encode(`event: presence\ndata: ${JSON.stringify(presence)}\n\n`));
    },
  };
}

describe('PlayLessonPage: the teacher leads', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('turns slides across items with the keys and buttons and tells the followers where it stops', async () => {
    const calls = stubPlayerApi(buildPlayLesson());
    renderPage();

    expect(await screen.findByTestId('player-page')).toHaveAttribute('data-mode', 'leader');
    expect(screen.getByTestId('player-title')).toHaveTextContent('Sound R, first lesson');
    expect(screen.getByTestId('player-counter')).toHaveTextContent('1/2 · slide 1/3');
    expect(screen.getByTestId('player-progress')).toHaveAttribute('data-value', '20');
    expect(within(screen.getByTestId('player-slide')).getByRole('img')).toHaveAttribute(
      'src',
      '/api/files/slides/s-1.jpg',
    );
    expect(screen.getByTestId('player-notes')).toHaveTextContent('Show the tongue');
    expect(screen.getByTestId('player-prev')).toBeDisabled();

    press('ArrowRight');
    press('PageDown');
    press(' ');
    expect(slideShown()).toBe('1/0');
    expect(screen.getByTestId('player-counter')).toHaveTextContent('2/2 · slide 1/2');
    expect(screen.getByTestId('player-progress')).toHaveAttribute('data-value', '80');

    // Three quick moves send one position: where the teacher stopped.
    await waitFor(() => expect(positionPosts(calls)).toHaveLength(1));
    expect(positionPosts(calls)[0]?.body).toEqual({ item: 1, slide: 0 });

    fireEvent.click(screen.getByTestId('player-next'));
    expect(slideShown()).toBe('1/1');
    expect(screen.getByTestId('player-next')).toBeDisabled();
    press('ArrowRight');
    expect(slideShown()).toBe('1/1');

    press('ArrowLeft');
    press('PageUp');
    expect(slideShown()).toBe('0/2');
    fireEvent.click(screen.getByTestId('player-prev'));
    expect(slideShown()).toBe('0/1');
    await waitFor(() => expect(positionPosts(calls).at(-1)?.body).toEqual({ item: 0, slide: 1 }));
  });

  it("shows whether the child's screen follows, and tells once when it drops and when it is back", async () => {
    const presence = stubPresenceStream();
    const calls = stubPlayerApi(buildPlayLesson(), {
      'GET http://localhost:3000/api/lesson/31/presence': presence.respond,
    });
    renderPage();
    await screen.findByTestId('player-page');
    await waitFor(() => expect(calls.some((call) => call.url.includes('/presence'))).toBe(true));
    const watch = calls.find((call) => call.url.includes('/presence'));
    expect(watch?.url).toBe('http://localhost:3000/api/lesson/31/presence?workspace_id=10');
    // Read through fetch, so it carries the session like every other call.
    expect(watch?.headers.get('lang')).toBe('en');

    presence.push({ screens: 0, shown: [] });
    const chip = await screen.findByTestId('player-presence');
    expect(chip).toHaveTextContent('Child not connected');
    presence.push({ screens: 1, shown: [] });
    await waitFor(() => expect(chip).toHaveTextContent('Child connected'));
    presence.push({ screens: 1, shown: [{ item: 0, slide: 0 }] });
    await waitFor(() => expect(chip).toHaveTextContent('Child connected · same slide'));
    // The teacher moves on; until the screen reports it, it is a slide behind.
    press('ArrowRight');
    expect(chip).toHaveTextContent('Child on slide 1');
    presence.push({
      screens: 2,
      shown: [
        { item: 0, slide: 1 },
        { item: 0, slide: 1 },
      ],
    });
    await waitFor(() => expect(chip).toHaveTextContent('Child connected · same slide'));
    expect(chip).toHaveTextContent('×2');
    expect(screen.queryByText("The child's screen lost the connection")).not.toBeInTheDocument();

    presence.push({ screens: 0, shown: [] });
    expect(await screen.findByText("The child's screen lost the connection")).toBeInTheDocument();
    expect(chip).toHaveTextContent('Child not connected');
    presence.push({ screens: 1, shown: [{ item: 1, slide: 0 }] });
    expect(await screen.findByText("The child's screen is back")).toBeInTheDocument();
    // The notice about the screen is one, replaced, never stacked.
    expect(screen.queryByText("The child's screen lost the connection")).not.toBeInTheDocument();
    expect(chip).toHaveTextContent('Child on presentation 2, slide 1');
  });

  it('starts where the lesson was left and leaves the keys to a focused button', async () => {
    stubPlayerApi(buildPlayLesson({ position: { item: 1, slide: 1, is_finished: false } }));
    renderPage();

    await screen.findByTestId('player-page');
    expect(slideShown()).toBe('1/1');
    const previous = screen.getByTestId('player-prev');
    previous.focus();
    // Space on a focused button is the button's own press, not a second move.
    fireEvent.keyDown(previous, { key: ' ' });
    expect(slideShown()).toBe('1/1');
  });

  it('marks the answer on the slide, highlights it, and clears it with a second tap', async () => {
    const play = buildPlayLesson({ marks: [{ item: 0, slide: 1, mark: 'prompted' }] });
    const calls = stubPlayerApi(play, {
      [`PUT ${API}/marks`]: (call) => {
        const body = call.body as { item: number; slide: number; mark: string | null };
        const marks = body.mark ? [{ item: body.item, slide: body.slide, mark: body.mark }] : [];
        return jsonResponse(200, { data: [...play.marks, ...marks] });
      },
    });
    renderPage();

    await screen.findByTestId('player-marks');
    expect(screen.getByTestId('player-marks')).toHaveAttribute('data-mark', '');
    fireEvent.click(screen.getByTestId('player-mark-correct'));
    await waitFor(() =>
      expect(screen.getByTestId('player-mark-correct')).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { item: 0, slide: 0, mark: 'correct' },
      ]),
    );

    // A saved mark shows again on its slide.
    press('ArrowRight');
    expect(screen.getByTestId('player-marks')).toHaveAttribute('data-mark', 'prompted');
    press('ArrowLeft');
    expect(screen.getByTestId('player-marks')).toHaveAttribute('data-mark', 'correct');

    fireEvent.click(screen.getByTestId('player-mark-correct'));
    await waitFor(() =>
      expect(screen.getByTestId('player-mark-correct')).toHaveAttribute('aria-pressed', 'false'),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
        item: 0,
        slide: 0,
        mark: null,
      }),
    );
  });

  it('puts a refused mark back as it was', async () => {
    stubPlayerApi(buildPlayLesson(), {
      [`PUT ${API}/marks`]: () =>
        jsonResponse(409, { message: 'The lesson is finished', code: 'LESSON_FINISHED' }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('player-mark-incorrect'));
    await waitFor(() =>
      expect(screen.getByTestId('player-mark-incorrect')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(await screen.findByText('The lesson is finished')).toBeInTheDocument();
  });

  it('reports the seconds each item was on screen, on from the stored ones, before finishing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const play = buildPlayLesson();
      const calls = stubPlayerApi({
        ...play,
        items: play.items.map((item, index) => ({ ...item, seconds: [40, 7][index] ?? 0 })),
      });
      renderPage();
      await screen.findByTestId('player-slide');
      await act(() => vi.advanceTimersByTimeAsync(2000));
      // The last slide of the first item, then the second item.
      press('ArrowRight');
      press('ArrowRight');
      press('ArrowRight');
      expect(slideShown()).toBe('1/0');
      await act(() => vi.advanceTimersByTimeAsync(3000));
      fireEvent.click(screen.getByTestId('player-finish'));
      fireEvent.click(await screen.findByTestId('player-finish-confirm'));
      await waitFor(() =>
        expect(calls.some((call) => call.url === '/api/lesson/finish')).toBe(true),
      );
      const tracks = calls.filter((call) => call.url === '/api/track');
      expect(tracks).toHaveLength(1);
      const body = tracks[0]?.body as TrackBody | undefined;
      expect(body).toMatchObject({ workspace_id: 10, lesson_id: 31 });
      // Totals: the stored seconds and those counted here, the first item's and the second's.
      expect(body?.items.map((entry) => entry.item)).toEqual([0, 1]);
      expect(body?.items[0]?.seconds).toBeGreaterThanOrEqual(42);
      expect(body?.items[1]?.seconds).toBeGreaterThanOrEqual(10);
      expect(calls.indexOf(tracks[0] as (typeof calls)[number])).toBeLessThan(
        calls.findIndex((call) => call.url === '/api/lesson/finish'),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('finishes after a confirm, then sums the lesson up and marks it done', async () => {
    let isFinished = false;
    const play = buildPlayLesson({
      marks: [
        { item: 0, slide: 0, mark: 'correct' },
        { item: 0, slide: 1, mark: 'correct' },
        { item: 1, slide: 0, mark: 'prompted' },
      ],
    });
    const calls = stubPlayerApi(play, {
      [`GET ${API}`]: () =>
        jsonResponse(200, {
          data: { ...play, position: { ...play.position, is_finished: isFinished } },
        }),
      'POST /api/lesson/finish': () => {
        isFinished = true;
        return jsonResponse(200, { data: { ok: true } });
      },
      'POST /api/done': () => jsonResponse(200, { data: { ok: true } }),
    });
    renderPage();

    // The clock goes on from the time already played.
    await waitFor(() => expect(screen.getByTestId('player-timer')).toHaveTextContent('2:05'));
    fireEvent.click(screen.getByTestId('player-finish'));
    expect(await screen.findByText('Finish the lesson?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('player-finish-confirm'));

    const summary = await screen.findByTestId('player-summary');
    expect(calls.find((call) => call.url === '/api/lesson/finish')?.body).toEqual({
      workspace_id: 10,
      lesson_id: 31,
    });
    expect(within(summary).getByTestId('player-summary-time')).toHaveTextContent('Time: 2:05');
    expect(within(summary).getByTestId('player-summary-correct')).toHaveTextContent('2');
    expect(within(summary).getByTestId('player-summary-incorrect')).toHaveTextContent('0');
    expect(within(summary).getByTestId('player-summary-prompted')).toHaveTextContent('1');
    expect(within(summary).getByTestId('player-back')).toHaveAttribute('href', '/lessons-list');
    expect(screen.queryByTestId('player-marks')).not.toBeInTheDocument();

    fireEvent.click(within(summary).getByTestId('player-done'));
    expect(await screen.findByTestId('player-done-badge')).toHaveTextContent('Marked done');
    expect(calls.find((call) => call.url === '/api/done')?.body).toEqual({
      workspace_id: 10,
      lesson_id: 31,
    });
    expect(await screen.findByText('The lesson is marked done')).toBeInTheDocument();
  });

  it('opens a finished lesson on its summary, already marked done', async () => {
    stubPlayerApi(buildPlayLesson({ position: { item: 1, slide: 1, is_finished: true } }), {
      'GET /api/lesson/31': () =>
        jsonResponse(200, {
          data: buildLessonAnswer({
            finished_at: '2026-03-02T10:00:00.000Z',
            done_at: '2026-03-02T10:05:00.000Z',
            tracked_seconds: 2710,
          }),
        }),
    });
    renderPage();

    const summary = await screen.findByTestId('player-summary');
    expect(await within(summary).findByTestId('player-done-badge')).toBeInTheDocument();
    expect(within(summary).getByTestId('player-summary-time')).toHaveTextContent('45:10');
    expect(screen.queryByTestId('player-slide')).not.toBeInTheDocument();
  });

  it("plays the slide's sound when it opens, and asks for a tap when the browser blocks it", async () => {
    const play = vi
      .spyOn(window.HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new DOMException('Needs a gesture', 'NotAllowedError'))
      .mockResolvedValue(undefined);
    vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    stubPlayerApi(
      buildPlayLesson({
        items: [
          {
            title: 'Tiger roars',
            exercise_id: 11,
            seconds: 0,
            presentation: buildPresentation([
              buildSlide(1, { audio_urls: ['/api/files/media/roar.wav'] }),
              buildSlide(2),
            ]),
          },
        ],
      }),
    );
    renderPage();

    const button = await screen.findByTestId('player-audio');
    await waitFor(() => expect(button).toHaveAttribute('data-blocked', 'true'));
    expect(play).toHaveBeenCalledTimes(1);

    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(button).toHaveAttribute('data-blocked', 'false');
    expect(play).toHaveBeenCalledTimes(2);

    press('ArrowRight');
    expect(screen.getByTestId('player-audio')).toBeDisabled();
    expect(screen.getByTestId('player-audio')).toHaveAttribute('aria-pressed', 'false');
  });

  it("copies the child's link and goes full screen", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    document.documentElement.requestFullscreen = requestFullscreen;
    stubPlayerApi(buildPlayLesson());
    renderPage();

    await waitFor(() => expect(screen.getByTestId('player-timer')).toHaveTextContent('2:05'));
    fireEvent.click(screen.getByTestId('player-copy-link'));
    // The address the server gives the lesson, which may differ from this page's.
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`https://app.example.com${PLAY_PATH}`),
    );
    expect(await screen.findByText('Link copied: send it to the child')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('player-fullscreen'));
    expect(requestFullscreen).toHaveBeenCalled();
    // @ts-expect-error jsdom has no Fullscreen API; the stub goes again
    delete document.documentElement.requestFullscreen;
  });

  it('offers to prepare a lesson that has no presentations', async () => {
    stubPlayerApi(buildPlayLesson({ items: [] }));
    renderPage();

    expect(await screen.findByTestId('player-empty')).toHaveTextContent(
      'This lesson is not prepared yet',
    );
    expect(screen.getByTestId('player-prepare')).toHaveAttribute('href', '/edit-lesson/31');
  });
});

describe('PlayLessonPage: the child follows', () => {
  beforeEach(async () => {
    notifications.clean();
    stubEventSource();
    await setUpI18n('en');
  });

  it("follows the teacher's slide in the student's language, with no controls", async () => {
    const calls = stubPlayerApi(buildFollowerLesson());
    renderPage();

    expect(await screen.findByTestId('player-page')).toHaveAttribute('data-mode', 'follower');
    // The student speaks Ukrainian while the page is open.
    expect(screen.getByTestId('player-follower')).toHaveTextContent('Дивимося на екран педагога');
    expect(slideShown()).toBe('0/0');
    for (const id of ['player-prev', 'player-next', 'player-marks', 'player-finish']) {
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
    const stream = await waitForEventSource();
    const viewer = /[?&]viewer=([0-9a-f-]{36})$/.exec(stream.url)?.[1] ?? '';
    expect(stream.url).toBe(`http://localhost:3000${API}/events?viewer=${viewer}`);
    // Once connected, the screen tells the teacher the slide it shows.
    act(() => stream.emit('open'));
    await waitFor(() =>
      expect(shownPosts(calls).at(-1)?.body).toEqual({ viewer, item: 0, slide: 0 }),
    );

    act(() => FakeEventSource.latest().emit('position', { item: 0, slide: 2, is_finished: false }));
    expect(slideShown()).toBe('0/2');
    act(() => FakeEventSource.latest().emit('position', { item: 1, slide: 1, is_finished: false }));
    expect(slideShown()).toBe('1/1');
    expect(screen.getByTestId('player-progress')).toHaveAttribute('data-value', '100');
    await waitFor(() =>
      expect(shownPosts(calls).at(-1)?.body).toEqual({ viewer, item: 1, slide: 1 }),
    );

    // Arrow keys belong to the teacher.
    press('ArrowLeft');
    expect(slideShown()).toBe('1/1');
    expect(positionPosts(calls)).toHaveLength(0);

    act(() => FakeEventSource.latest().emit('error'));
    expect(screen.getByTestId('player-reconnecting')).toHaveTextContent('Перепідключення');
    act(() => FakeEventSource.latest().emit('open'));
    expect(screen.queryByTestId('player-reconnecting')).not.toBeInTheDocument();

    act(() => FakeEventSource.latest().emit('position', { item: 1, slide: 1, is_finished: true }));
    expect(screen.getByTestId('player-end')).toHaveTextContent('Marko — молодець!');
    expect(screen.queryByTestId('player-slide')).not.toBeInTheDocument();
  });

  it('opens again later after the server refused the stream', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubPlayerApi(buildFollowerLesson());
      renderPage();
      await screen.findByTestId('player-follower');
      const first = await waitForEventSource();
      act(() => {
        first.readyState = FakeEventSource.CLOSED;
        first.emit('error');
      });
      expect(screen.getByTestId('player-reconnecting')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      await waitForEventSource(2);
      expect(first.readyState).toBe(FakeEventSource.CLOSED);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads the lesson when the teacher moves to an item the page does not have', async () => {
    let answer = buildFollowerLesson({ items: [] });
    const calls = stubPlayerApi(answer, {
      [`GET ${API}`]: () => jsonResponse(200, { data: answer }),
    });
    renderPage();

    expect(await screen.findByTestId('player-empty')).toHaveTextContent('Педагог ще готує заняття');
    answer = buildFollowerLesson();
    const source = await waitForEventSource();
    act(() => source.emit('position', { item: 0, slide: 1, is_finished: false }));
    await waitFor(() => expect(slideShown()).toBe('0/1'));
    expect(calls.filter((call) => call.url === API)).toHaveLength(2);
  });
});

describe('PlayLessonPage: a link that does not work', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('says so for an unknown or revoked link, without an error notification', async () => {
    stubFetch({
      [`GET ${API}`]: () => jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }),
    });
    renderPage();

    expect(await screen.findByTestId('player-not-found')).toHaveTextContent(
      'This lesson link does not work',
    );
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('does not ask the server about a malformed link', async () => {
    const calls = stubFetch({});
    renderPage('/play-lesson/not-a-token');

    expect(await screen.findByTestId('player-not-found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the lesson cannot be loaded', async () => {
    let isDown = true;
    stubPlayerApi(buildFollowerLesson(), {
      [`GET ${API}`]: () =>
        isDown
          ? jsonResponse(500, { message: 'Something went wrong', code: 'INTERNAL' })
          : jsonResponse(200, { data: buildFollowerLesson() }),
    });
    stubEventSource();
    renderPage();

    expect(await screen.findByTestId('player-error')).toBeInTheDocument();
    isDown = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('player-follower')).toBeInTheDocument();
  });

  it('gives the reason, once, when the server holds back links from this address', async () => {
    const reason = 'Too many attempts with an invalid link. Try again in 120 s';
    stubFetch({
      [`GET ${API}`]: () => jsonResponse(429, { message: reason, code: 'TOO_MANY_LINK_ATTEMPTS' }),
    });
    renderPage();

    expect(await screen.findByTestId('player-error')).toHaveTextContent(reason);
    expect(screen.getByTestId('player-error')).not.toHaveTextContent('internet');
    expect(screen.getAllByText(reason)).toHaveLength(1);
  });

  it('shows a loader while the lesson loads', async () => {
    stubFetch({ [`GET ${API}`]: () => new Promise<Response>(() => {}) });
    renderPage();
    expect(screen.getByTestId('player-loading')).toBeInTheDocument();
  });
});
