import { notifications } from '@mantine/notifications';
import type { Lesson } from '@slovo/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpI18n } from '../../../../test/i18n-for-tests.ts';
import { renderRoutes } from '../../../../test/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '../../../../test/stub-fetch.ts';
import { teacherUser } from '../../../../test/users.ts';
import { SessionProvider } from '../../../lib/auth/session.tsx';
import { buildCandidate, buildLesson, toLessonItem } from '../test-fixtures.ts';
import { EditLessonPage } from './edit-lesson-page.tsx';

const tiger = buildCandidate({
  source_id: 11,
  exercise_id: 31,
  title: 'Tiger growls: sound R',
  theme: { id: 1, name: 'Dinosaurs' },
});
const rocket = buildCandidate({ source_id: 12, title: 'Rocket launch', usage_frequency: 3 });
const snake = buildCandidate({ source_id: 13, title: 'Snake hisses', used_in_plan: 1 });
const family = buildCandidate({ source_id: 21, title: 'Family album', block_id: 2 });
const seasons = buildCandidate({ source_id: 22, title: 'Four seasons', block_id: 2 });
const candidates = [tiger, rocket, snake, family, seasons];

type Handlers = Parameters<typeof stubFetch>[0];

function stubLessonApi(lesson: Lesson, extra: Handlers = {}) {
  return stubFetch({
    'GET /api/lesson/1': () => jsonResponse(200, { data: lesson }),
    'GET /api/lesson/1/candidates': () => jsonResponse(200, { data: candidates }),
    ...extra,
  });
}

function renderPage() {
  return renderRoutes(
    [
      {
        path: '/edit-lesson/:lessonId',
        element: (
          <SessionProvider user={teacherUser}>
            <EditLessonPage
              ReportButton={({ exerciseId }) => (
                <button type="button" data-testid="report-stub">
                  {exerciseId}
                </button>
              )}
            />
          </SessionProvider>
        ),
      },
      { path: '/lessons-list', element: <div data-testid="lessons-list-stub" /> },
    ],
    { path: '/edit-lesson/1' },
  );
}

async function findBlock(blockId: number) {
  const blocks = await screen.findAllByTestId('lesson-block');
  const block = blocks.find((element) => element.dataset.blockId === String(blockId));
  if (!block) throw new Error(`block ${blockId} is not shown`);
  return block;
}

function findCandidate(picker: HTMLElement, sourceTitle: string) {
  const row = within(picker)
    .getAllByTestId('lesson-candidate')
    .find((element) => element.textContent?.includes(sourceTitle));
  if (!row) throw new Error(`candidate ${sourceTitle} is not listed`);
  return row;
}

function writes(calls: ReturnType<typeof stubFetch>) {
  return calls.filter((call) => call.method !== 'GET');
}

describe('EditLessonPage', () => {
  beforeEach(async () => {
    notifications.clean();
    await setUpI18n('en');
  });

  it('shows who the lesson is for and counts each block against its bounds', async () => {
    stubLessonApi(buildLesson({ number: 3, plan_number: 2 }));
    renderPage();

    expect(await screen.findByTestId('lesson-child')).toHaveTextContent('Sofia Kovalenko');
    expect(screen.getByTestId('lesson-numbers')).toHaveTextContent('Plan 2 · Lesson 3');
    expect(screen.getByTestId('lesson-title')).toHaveAttribute('placeholder', 'Lesson 3');
    const warmUp = await findBlock(1);
    const counter = within(warmUp).getByTestId('lesson-block-counter');
    expect(counter).toHaveTextContent('0 of min 1 – max 2');
    expect(counter).toHaveAttribute('data-out-of-bounds', 'true');
    expect(within(await findBlock(2)).getByTestId('lesson-block-counter')).toHaveAttribute(
      'data-out-of-bounds',
      'false',
    );
    // The rules are checked as the teacher works: nothing chosen, nothing to save.
    expect(screen.getByTestId('lesson-problems')).toHaveTextContent(
      'A lesson cannot be saved without presentations',
    );
    expect(screen.getByTestId('lesson-save')).toBeDisabled();

    fireEvent.click(within(warmUp).getByTestId('lesson-add'));
    fireEvent.click(
      within(
        findCandidate(await screen.findByTestId('lesson-picker'), 'Rocket launch'),
      ).getByTestId('lesson-candidate-add'),
    );

    expect(counter).toHaveTextContent('1 of min 1 – max 2');
    expect(counter).toHaveAttribute('data-out-of-bounds', 'false');
    expect(screen.queryByTestId('lesson-problems')).not.toBeInTheDocument();
    expect(screen.getByTestId('lesson-save')).toBeEnabled();
    expect(screen.getByTestId('lesson-dirty')).toHaveTextContent('Unsaved changes');
  });

  it('lists chosen and used-up microblocks in the picker, disabled with the reason', async () => {
    stubLessonApi(buildLesson({ items: [toLessonItem(tiger)] }));
    renderPage();

    fireEvent.click(within(await findBlock(1)).getByTestId('lesson-add'));
    const picker = await screen.findByTestId('lesson-picker');

    const chosen = findCandidate(picker, 'Tiger growls');
    expect(within(chosen).getByTestId('lesson-candidate-reason')).toHaveTextContent(
      'Already in this lesson',
    );
    expect(within(chosen).getByTestId('lesson-candidate-add')).toBeDisabled();
    expect(within(chosen).getByTestId('lesson-candidate-theme')).toHaveTextContent('Dinosaurs');
    const spent = findCandidate(picker, 'Snake hisses');
    expect(within(spent).getByTestId('lesson-candidate-reason')).toHaveTextContent('Used up');
    expect(within(spent).getByTestId('lesson-candidate-add')).toBeDisabled();
    expect(
      within(findCandidate(picker, 'Rocket launch')).getByTestId('lesson-candidate-add'),
    ).toBeEnabled();
    // Every candidate may be reported, chosen or not (the app gives the control).
    expect(within(chosen).getByTestId('report-stub')).toHaveTextContent(
      String(chosen.dataset.exerciseId),
    );
    expect(within(spent).getByTestId('report-stub')).toBeInTheDocument();
    // Only this block's microblocks are offered.
    expect(within(picker).queryByText('Family album')).not.toBeInTheDocument();
  });

  it('refuses to add past the block maximum with the rule message', async () => {
    stubLessonApi(buildLesson({ items: [toLessonItem(tiger), toLessonItem(family)] }));
    renderPage();

    fireEvent.click(within(await findBlock(2)).getByTestId('lesson-add'));

    expect(
      await screen.findByText('The block "Vocabulary" takes at most 1 presentation'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-picker')).not.toBeInTheDocument();
    expect(within(await findBlock(2)).getAllByTestId('lesson-item')).toHaveLength(1);
  });

  it('stops adding in the picker once the block is full', async () => {
    stubLessonApi(buildLesson({ items: [toLessonItem(tiger)] }));
    renderPage();

    fireEvent.click(within(await findBlock(1)).getByTestId('lesson-add'));
    const picker = await screen.findByTestId('lesson-picker');
    fireEvent.click(
      within(findCandidate(picker, 'Rocket launch')).getByTestId('lesson-candidate-add'),
    );

    expect(within(picker).getByTestId('lesson-picker-full')).toHaveTextContent(
      'The block "Articulation warm-up" takes at most 2 presentations',
    );
    expect(
      within(findCandidate(picker, 'Rocket launch')).getByTestId('lesson-candidate-reason'),
    ).toHaveTextContent('Already in this lesson');
  });

  it('replaces the chosen presentations with the auto-fill proposal after a confirm', async () => {
    const calls = stubLessonApi(buildLesson({ items: [toLessonItem(rocket)] }), {
      'POST /api/lesson/1/auto-fill': () => jsonResponse(200, { data: [tiger, seasons] }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('lesson-auto-fill'));
    fireEvent.click(await screen.findByTestId('lesson-auto-fill-confirm'));

    await waitFor(() =>
      expect(
        within(screen.getByTestId('lesson-editor')).getAllByTestId('lesson-item'),
      ).toHaveLength(2),
    );
    expect(writes(calls)[0]?.body).toEqual({ workspace_id: 10 });
    const warmUp = await findBlock(1);
    expect(warmUp).toHaveTextContent('Tiger growls');
    expect(warmUp).not.toHaveTextContent('Rocket launch');
    expect(within(warmUp).getByTestId('lesson-item-theme')).toHaveTextContent('Dinosaurs');
    expect(await findBlock(2)).toHaveTextContent('Four seasons');
    expect(screen.getByTestId('lesson-dirty')).toBeInTheDocument();
    expect(
      await screen.findByText('2 presentations proposed. Check them and save the lesson.'),
    ).toBeInTheDocument();
    // Proposed, not saved.
    expect(writes(calls)).toHaveLength(1);
  });

  it('saves the title, the time and the presentations block by block, in their order', async () => {
    const lesson = buildLesson({
      items: [toLessonItem(family), toLessonItem(rocket), toLessonItem(tiger)].map((item) => ({
        ...item,
        block_id: item.source_id === family.source_id ? 2 : 1,
      })),
      scheduled_at: '2026-12-01T13:00:00.000Z',
      prepared_at: '2026-11-20T10:00:00.000Z',
    });
    const calls = stubLessonApi(lesson, {
      'PUT /api/lesson/1': () => jsonResponse(200, { data: lesson }),
    });
    renderPage();

    fireEvent.input(await screen.findByTestId('lesson-title'), {
      target: { value: '  Sound R with dinosaurs ' },
    });
    const warmUp = await findBlock(1);
    // Tiger goes before Rocket.
    fireEvent.click(within(warmUp).getAllByTestId('lesson-item-up')[1] as HTMLElement);
    fireEvent.click(screen.getByTestId('lesson-save'));

    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const [save] = writes(calls);
    expect(save?.method).toBe('PUT');
    expect(save?.body).toEqual({
      workspace_id: 10,
      title: 'Sound R with dinosaurs',
      scheduled_at: expect.stringMatching(/^2026-12-01T\d\d:00:00[+-]\d\d:\d\d$/),
      items: [
        { block_id: 1, exercise_id: 31 },
        { block_id: 1, exercise_id: 12 },
        { block_id: 2, exercise_id: 21 },
      ],
    });
    const body = save?.body as { scheduled_at: string };
    expect(new Date(body.scheduled_at).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(await screen.findByText('The lesson is saved')).toBeInTheDocument();
  });

  it('lists the server refusal of a save above the blocks, without a toast', async () => {
    stubLessonApi(buildLesson({ items: [toLessonItem(rocket)] }), {
      'PUT /api/lesson/1': () =>
        jsonResponse(422, {
          message: 'The microblock "Rocket launch" may be used at most 3 times in a plan',
          code: 'LESSON_USAGE_EXCEEDED',
          details: { exercise_id: 12 },
        }),
    });
    renderPage();

    fireEvent.input(await screen.findByTestId('lesson-title'), { target: { value: 'R' } });
    fireEvent.click(screen.getByTestId('lesson-save'));

    const problems = await screen.findByTestId('lesson-problems');
    expect(problems).toHaveAttribute('data-refused', 'true');
    expect(problems).toHaveTextContent('The lesson was not saved');
    expect(problems).toHaveTextContent('may be used at most 3 times in a plan');
    expect(screen.getAllByText(/may be used at most 3 time/)).toHaveLength(1);
  });

  it('blocks the screen while the themed versions are made, then reports them', async () => {
    const saved = buildLesson({
      items: [toLessonItem(rocket)],
      prepared_at: '2026-11-20T10:00:00.000Z',
    });
    let finish: (response: Response) => void = () => {};
    const calls = stubLessonApi(saved, {
      'POST /api/generator/generate-before-lesson/1': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    renderPage();

    fireEvent.click(await screen.findByTestId('lesson-regenerate'));

    expect(await screen.findByTestId('lesson-regenerating')).toHaveTextContent(
      "Preparing the lesson for Sofia Kovalenko's interests…",
    );
    expect(writes(calls)[0]?.body).toEqual({ workspace_id: 10 });
    const themed = {
      ...toLessonItem(rocket),
      exercise_id: 41,
      theme: { id: 1, name: 'Dinosaurs' },
    };
    finish(
      jsonResponse(200, { data: { made: 2, failed: 0, lesson: { ...saved, items: [themed] } } }),
    );

    expect(await screen.findByText('2 themed versions made')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('lesson-regenerating')).not.toBeInTheDocument(),
    );
    expect(within(await findBlock(1)).getByTestId('lesson-item-theme')).toHaveTextContent(
      'Dinosaurs',
    );
  });

  it('asks to save first before regenerating changed presentations', async () => {
    const calls = stubLessonApi(buildLesson({ items: [toLessonItem(rocket)] }));
    renderPage();

    fireEvent.click(within(await findBlock(1)).getByTestId('lesson-item-remove'));
    fireEvent.click(screen.getByTestId('lesson-regenerate'));

    expect(screen.getByTestId('lesson-regenerate')).toHaveAttribute('aria-disabled', 'true');
    expect(writes(calls)).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes', async () => {
    stubLessonApi(buildLesson());
    renderPage();

    fireEvent.input(await screen.findByTestId('lesson-title'), { target: { value: 'R' } });
    fireEvent.click(screen.getByTestId('lesson-back'));

    fireEvent.click(await screen.findByTestId('unsaved-leave'));
    expect(await screen.findByTestId('lessons-list-stub')).toBeInTheDocument();
  });

  it('explains that the plan must be filled first and keeps the lesson read-only', async () => {
    stubLessonApi(buildLesson({ is_plan_filled: false, protocol_id: 8 }));
    renderPage();

    const alert = await screen.findByTestId('lesson-plan-not-filled');
    expect(within(alert).getByTestId('lesson-fill-plan')).toHaveAttribute(
      'href',
      '/edit-protocol/8',
    );
    expect(screen.getByTestId('lesson-title')).toBeDisabled();
    expect(screen.queryByTestId('lesson-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lesson-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('lesson-problems')).not.toBeInTheDocument();
  });

  it('links the play button and the child link to the lesson player', async () => {
    stubLessonApi(buildLesson({ items: [toLessonItem(rocket)] }));
    renderPage();

    const play = await screen.findByTestId('lesson-play');
    expect(play).toHaveAttribute(
      'href',
      'http://localhost:5173/play-lesson/AbCdEfGhIjKlMnOpQrStUv',
    );
    expect(play).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('lesson-copy-link')).toHaveTextContent("Copy the child's link");
  });

  it('says so when the lesson does not exist', async () => {
    stubFetch({});
    renderPage();

    expect(await screen.findByTestId('lesson-not-found')).toHaveTextContent('Lesson not found');
    expect(screen.queryByText('Not found')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, then a retry when the lesson fails', async () => {
    stubFetch({
      'GET /api/lesson/1': () => jsonResponse(500, { message: 'Boom', code: 'INTERNAL' }),
      'GET /api/lesson/1/candidates': () => jsonResponse(200, { data: candidates }),
    });
    renderPage();

    expect(screen.getByTestId('lesson-loading')).toBeInTheDocument();
    expect(await screen.findByTestId('lesson-error')).toBeInTheDocument();
  });
});
