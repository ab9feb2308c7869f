import { EXERCISE_STATUS, ExerciseListPageSchema, ROLE } from '@slovo/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExerciseWorld, type ExerciseWorld } from '../../../test/exercise-world.ts';
import { buildDeck } from '../../../test/pptx-fixtures.ts';
import { exercises as exercisesTable } from '../../db/schema/index.ts';

const { accepted, declined, moderation, draft, inProgress } = EXERCISE_STATUS;
const AUTHOR = ROLE.author;
const MODERATOR = ROLE.moderator;

let t: TestApp;
let w: ExerciseWorld;
beforeAll(async () => {
  t = await buildTestApp({ SLIDE_RENDERER: 'browser' });
  w = await createExerciseWorld(t);
});
afterAll(() => t.close());

/** Saves the microblock as it is, with the given changes (the editor sends the whole form). */
async function save(
  exercise: { id: number } & Record<string, unknown>,
  changes: Record<string, unknown>,
  as: { token: string },
  role: number,
) {
  const current = (await w.call(as, 'GET', `/api/exercises/${exercise.id}?role_id=${role}`)).json()
    .data;
  return w.call(as, 'PUT', `/api/exercises/${exercise.id}?role_id=${role}`, {
    workspace_id: current.workspace_id,
    title: current.title,
    category_id: current.category_id,
    description: current.description,
    comment: current.comment,
    instruction: current.instruction,
    presentation_id: current.presentation.id,
    tag_ids: current.tags.map((tag: { id: number }) => tag.id),
    interest_ids: current.interests.map((i: { id: number }) => i.id),
    status_id: current.status_id,
    ...changes,
  });
}

describe('creating microblocks', () => {
  it('an author saves a draft with its slides, tags (created inline) and interests', async () => {
    const exercise = await w.createExercise({
      title: 'Tiger sound',
      new_tags: ['Sound R', 'warm-up'],
    });
    expect(exercise).toMatchObject({
      title: 'Tiger sound',
      status_id: draft,
      author: { id: w.author.id },
      category: { id: w.category.id, name: 'Sound R' },
      slide_count: 2,
      interests: [{ name: 'Dinosaurs' }],
    });
    expect(exercise.tags.map((tag: { name: string }) => tag.name)).toEqual(['Sound R', 'warm-up']);
    expect(exercise.presentation.slides[0]).toMatchObject({
      index: 1,
      title: 'Warm-up 1',
      notes: 'Slowly',
    });
    expect(exercise.presentation.render_state).toBe('browser');
    expect(exercise.history).toMatchObject([{ from_status: null, to_status: draft }]);

    // The same tag typed in another case is the same tag.
    const again = await w.createExercise({ new_tags: ['sound r'] });
    expect(again.tags).toEqual([
      exercise.tags.find((tag: { name: string }) => tag.name === 'Sound R'),
    ]);
  });

  it('refuses a duplicate title in the workspace with the spec message, in any case', async () => {
    await w.createExercise({ title: 'Unique title' });
    const before = await t.db.select().from(exercisesTable);
    const response = await w.call(
      w.author2,
      'POST',
      `/api/exercises?role_id=${AUTHOR}`,
      await w.input({ title: 'UNIQUE TITLE' }, w.author2),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'EXERCISE_TITLE_TAKEN',
      message: 'Microblock with this name already exists',
      details: { fields: [{ path: 'title' }] },
    });
    expect(await t.db.select().from(exercisesTable)).toHaveLength(before.length);
  });

  it('needs a category (not a folder), a tag and a presentation, with field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ new_tags: [], tag_ids: [] }, 'tag_ids', 'Add at least one tag'],
      [{ category_id: null }, 'category_id', 'Choose a category'],
      [{ presentation_id: null }, 'presentation_id', 'Upload a .pptx presentation'],
      [{ title: 'x' }, 'title', 'Title must have 2 to 200 characters'],
      [{ instruction: 'x'.repeat(5001) }, 'instruction', 'At most 5000 characters'],
    ];
    for (const [change, path, message] of cases) {
      const response = await w.call(
        w.author,
        'POST',
        `/api/exercises?role_id=${AUTHOR}`,
        await w.input(change),
      );
      expect(response.statusCode, path).toBe(400);
      expect(response.json().details.fields).toContainEqual({ path, message });
    }
    const folder = await w.call(
      w.author,
      'POST',
      `/api/exercises?role_id=${AUTHOR}`,
      await w.input({ category_id: w.folder.id }),
    );
    expect(folder.json().details.fields).toEqual([
      { path: 'category_id', message: 'Choose a category' },
    ]);
  });

  it('a presentation belongs to one microblock: reusing it is refused', async () => {
    const first = await w.createExercise();
    const response = await w.call(
      w.author,
      'POST',
      `/api/exercises?role_id=${AUTHOR}`,
      await w.input({ presentation_id: first.presentation.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields[0].path).toBe('presentation_id');
  });

  it('authors may only save drafts or send to moderation', async () => {
    const response = await w.call(
      w.author,
      'POST',
      `/api/exercises?role_id=${AUTHOR}`,
      await w.input({ status_id: accepted }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('STATUS_NOT_ALLOWED');
  });
});

describe('moderation', () => {
  it('author sends, moderator declines with a comment, author fixes and resends, moderator accepts', async () => {
    const exercise = await w.createExercise({ status_id: moderation });
    const noComment = await save(exercise, { status_id: declined }, w.moderator, MODERATOR);
    expect(noComment.statusCode).toBe(422);
    expect(noComment.json()).toMatchObject({
      code: 'DECLINE_COMMENT_REQUIRED',
      details: { fields: [{ path: 'status_comment' }] },
    });
    const same = await save(exercise, { status_id: moderation }, w.moderator, MODERATOR);
    expect(same.json().code).toBe('STATUS_UNCHANGED');

    const declinedOne = await save(
      exercise,
      { status_id: declined, status_comment: 'Slide 2 needs pictures' },
      w.moderator,
      MODERATOR,
    );
    expect(declinedOne.json().data.status_id).toBe(declined);

    // While it sits in moderation nobody but moderators change it; declined, the author may.
    const fixed = await save(
      exercise,
      { description: 'With pictures', status_id: moderation },
      w.author,
      AUTHOR,
    );
    expect(fixed.statusCode).toBe(200);
    const acceptedOne = await save(exercise, { status_id: accepted }, w.moderator, MODERATOR);
    const history = acceptedOne.json().data.history;
    expect(
      history.map((h: { from_status: number | null; to_status: number }) => [
        h.from_status,
        h.to_status,
      ]),
    ).toEqual([
      [null, moderation],
      [moderation, declined],
      [declined, moderation],
      [moderation, accepted],
    ]);
    expect(history[1]).toMatchObject({
      comment: 'Slide 2 needs pictures',
      actor: { id: w.moderator.id },
      is_automatic: false,
    });

    const locked = await save(exercise, { title: 'Changed', status_id: draft }, w.author, AUTHOR);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('EXERCISE_LOCKED');
  });

  it('in progress assigns the microblock to the moderator who took it', async () => {
    const exercise = await w.createExercise({ status_id: moderation });
    const taken = await save(exercise, { status_id: inProgress }, w.moderator, MODERATOR);
    expect(taken.json().data.assigned_id).toBe(w.moderator.id);
  });

  it("moderators never see other people's drafts; authors never see others' unpublished work", async () => {
    const hidden = await w.createExercise();
    expect(
      (await w.call(w.moderator, 'GET', `/api/exercises/${hidden.id}?role_id=${MODERATOR}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.call(w.author2, 'GET', `/api/exercises/${hidden.id}?role_id=${AUTHOR}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.call(w.stranger, 'GET', `/api/exercises/${hidden.id}?role_id=${AUTHOR}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.call(w.teacher, 'GET', `/api/exercises/${hidden.id}?role_id=${AUTHOR}`)).statusCode,
    ).toBe(403);
  });
});

describe('auto-moderation', () => {
  it('declines a deck that breaks a rule, accepts a trusted author, leaves the rest to people', async () => {
    const rules = {
      workspace_id: w.workspace.id,
      is_enabled: true,
      trusted_author_ids: [w.author2.id],
      min_slides: 3,
      max_slides: 10,
      require_slide_titles: false,
      require_instruction: false,
    };
    const badRange = await w.call(w.moderator, 'PUT', '/api/exercises/auto-moderation', {
      ...rules,
      min_slides: 11,
    });
    expect(badRange.json().details.fields).toEqual([
      { path: 'max_slides', message: 'The maximum number of slides cannot be below the minimum' },
    ]);
    expect(
      (await w.call(w.moderator, 'PUT', '/api/exercises/auto-moderation', rules)).statusCode,
    ).toBe(200);

    const tooShort = await w.createExercise({ status_id: moderation }, w.author2);
    expect(tooShort.status_id).toBe(declined);
    expect(tooShort.history.at(-1)).toMatchObject({
      is_automatic: true,
      actor: null,
      reasons: ['too_few_slides'],
    });

    await w.call(w.moderator, 'PUT', '/api/exercises/auto-moderation', { ...rules, min_slides: 1 });
    const trusted = await w.createExercise({ status_id: moderation }, w.author2);
    expect(trusted.status_id).toBe(accepted);
    const untrusted = await w.createExercise({ status_id: moderation });
    expect(untrusted.status_id).toBe(moderation);

    const decisions = (
      await w.call(
        w.moderator,
        'GET',
        `/api/exercises/auto-moderation/decisions?workspace_id=${w.workspace.id}`,
      )
    ).json();
    expect(decisions.meta.total).toBe(2);
    expect(decisions.data[0]).toMatchObject({ exercise: { id: trusted.id }, to_status: accepted });
    await w.call(w.moderator, 'PUT', '/api/exercises/auto-moderation', {
      ...rules,
      is_enabled: false,
    });
  });
});

describe('lists', () => {
  it('filters by status, term (title and slide text) and author, with counters and pages', async () => {
    const mine = await w.createExercise({ title: 'Rocket launch', status_id: moderation });
    const list = (query: string, as = w.moderator, role = MODERATOR) =>
      w.call(as, 'GET', `/api/exercises?workspace_id=${w.workspace.id}&role_id=${role}&${query}`);

    const byTitle = (await list('term=ROCKET%20LAUNCH')).json();
    expect(byTitle.data.map((e: { id: number }) => e.id)).toEqual([mine.id]);
    // "rabbit" is only written on a slide.
    expect(
      (await list(`term=rabbit&status=${moderation}&author_id=${w.author.id}`))
        .json()
        .data.map((e: { id: number }) => e.id),
    ).toContain(mine.id);
    // % and _ are taken literally.
    expect((await list('term=%25')).json().meta.total).toBe(0);

    const page = (await list('pageSize=1&page=2&sort=title&order=asc')).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ page: 2, pageSize: 1 });

    const counters = (
      await w.call(
        w.author,
        'GET',
        `/api/exercises/counters?workspace_id=${w.workspace.id}&role_id=${AUTHOR}`,
      )
    ).json().data;
    const own = await t.db
      .select()
      .from(exercisesTable)
      .where(eq(exercisesTable.authorId, w.author.id));
    const total = Object.values(counters.statuses as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    );
    expect(total).toBe(own.length);

    // The public library holds accepted microblocks only.
    const library = (
      await w.call(w.author, 'GET', `/api/exercises/public?workspace_id=${w.workspace.id}`)
    ).json();
    expect(library.data.every((e: { status_id: number }) => e.status_id === accepted)).toBe(true);
    expect(
      (await w.call(w.stranger, 'GET', `/api/exercises/public?workspace_id=${w.workspace.id}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('list search and paging', () => {
  const list = (query: string) =>
    w.call(
      w.moderator,
      'GET',
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&${query}`,
    );
  const ids = async (query: string) =>
    (await list(query)).json().data.map((e: { id: number }) => e.id) as number[];

  it('takes %, _ and \\ in a term literally and ignores case in Cyrillic, in titles and slides', async () => {
    const deck = await buildDeck({ slides: [{ title: 'Слайд', text: 'ШИШКА на Ялинці' }] });
    const odd = await w.createExercise({
      title: 'Звук Ш: 50% off_line a\\b',
      status_id: moderation,
      presentation_id: await w.uploadDeck(w.author, deck),
    });
    for (const term of ['звук ш', 'ЗВУК Ш', '50%', 'off_line', 'a\\b', 'шишка', 'ялинці']) {
      expect(await ids(`term=${encodeURIComponent(term)}`), term).toEqual([odd.id]);
    }
    for (const term of ['5_%', 'offxline', 'a\\\\b', 'a%b', 'шишка на ялинці!']) {
      expect(await ids(`term=${encodeURIComponent(term)}`), term).toEqual([]);
    }
  });

  it('every sort pages through the same matches once each; totals are exact within reach', async () => {
    for (let n = 0; n < 3; n++)
      await w.createExercise({ title: `Paging ${n}`, status_id: moderation });
    const all = (await list(`status=${moderation}&pageSize=100`)).json();
    const total = all.meta.total as number;
    expect(all.meta.totalIsAtLeast).toBe(false);
    expect(total).toBeGreaterThanOrEqual(3);
    for (const sort of ['updated_at', 'created_at', 'title', 'likes']) {
      for (const order of ['asc', 'desc']) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(total / 2); page++) {
          const body = (
            await list(`status=${moderation}&pageSize=2&page=${page}&sort=${sort}&order=${order}`)
          ).json();
          // The list looks one page past the asked one: the matches up to there, and whether
          // that is all of them.
          const reach = page * 2 + 2;
          expect(body.meta, `${sort} ${order} page ${page}`).toMatchObject(
            total >= reach
              ? { total: reach, totalIsAtLeast: true }
              : { total, totalIsAtLeast: false },
          );
          seen.push(...body.data.map((e: { id: number }) => e.id));
        }
        expect(seen, `${sort} ${order}`).toHaveLength(total);
        expect(new Set(seen), `${sort} ${order}`).toEqual(
          new Set(all.data.map((e: { id: number }) => e.id)),
        );
      }
    }
    const past = (await list(`status=${moderation}&pageSize=2&page=999`)).json();
    expect(past).toMatchObject({ data: [], meta: { total, totalIsAtLeast: false } });
    const none = (await list('term=nothing-has-this-word')).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0, totalIsAtLeast: false } });
  });

  it('a long status reads a page and a look-ahead; a term rare in it is still found and counted', async () => {
    // 30 declined microblocks, the oldest of them the only one with "needle" (and "q%", "р-р",
    // "ї") in its text.
    const deck = await w.uploadDeck(w.author2);
    await t.db.insert(exercisesTable).values(
      Array.from({ length: 30 }, (_, n) => ({
        workspaceId: w.workspace.id,
        categoryId: w.category.id,
        authorId: w.author2.id,
        presentationId: deck,
        title: `Long list ${n}`,
        statusId: declined,
        language: 'en',
        searchText: n === 0 ? 'long list needle, q%, р-р-р, її' : `long list ${n}`,
        updatedAt: new Date(Date.UTC(2020, 0, 1 + n)),
      })),
    );
    const page = (query: string) => list(`status=${declined}&pageSize=2&${query}`);

    // Newest first: two pages' worth found, so the total is a lower bound.
    const first = (await page('term=long%20list')).json();
    expect(first.data.map((e: { title: string }) => e.title)).toEqual([
      'Long list 29',
      'Long list 28',
    ]);
    expect(first.meta).toEqual({ total: 4, page: 1, pageSize: 2, totalIsAtLeast: true });
    expect((await page('term=long%20list&page=3')).json().meta).toMatchObject({
      total: 8,
      totalIsAtLeast: true,
    });
    // The last page finds the end of the list: the total is exact again.
    const last = (await page('term=long%20list&page=15')).json();
    expect(last.meta).toMatchObject({ total: 30, totalIsAtLeast: false });
    expect(last.data.map((e: { title: string }) => e.title)).toEqual([
      'Long list 1',
      'Long list 0',
    ]);
    // A page of one walks 20 rows for its two matches; "needle" is not among them, so its
    // matches are found and counted in full: by the search index, or for a term without a
    // trigram (two letters, punctuation, a `%` taken literally, one letter) by its pairs of
    // characters.
    for (const term of ['needle', 'e,', 'q%', 'р-р', 'ї']) {
      for (const order of ['desc', 'asc']) {
        const rare = (
          await list(
            `status=${declined}&pageSize=1&term=${encodeURIComponent(term)}&sort=updated_at&order=${order}`,
          )
        ).json();
        expect(
          rare.data.map((e: { title: string }) => e.title),
          term,
        ).toEqual(['Long list 0']);
        expect(rare.meta, term).toMatchObject({ total: 1, totalIsAtLeast: false });
      }
    }
    // Every pair of characters of "р-р-р-р" is in the text, every character of "-рр", "р р"
    // and "їр": not the terms themselves.
    for (const term of ['zz', '%q', 'needles', 'р-р-р-р', '-рр', 'р р', 'їр']) {
      const none = (await page(`term=${encodeURIComponent(term)}`)).json();
      expect(none, term).toMatchObject({ data: [], meta: { total: 0, totalIsAtLeast: false } });
    }
    const counters = await w.call(
      w.moderator,
      'GET',
      `/api/exercises/counters?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&term=${encodeURIComponent('р-р')}`,
    );
    expect(counters.json().data.statuses).toMatchObject({ [declined]: 1 });
  });

  it("answers the schema's JSON, written by the list itself", async () => {
    for (const url of [
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&pageSize=5`,
      `/api/exercises?workspace_id=${w.workspace.id}&role_id=${MODERATOR}&status=${moderation}&sort=title`,
      `/api/exercises/public?workspace_id=${w.workspace.id}`,
    ]) {
      const response = await w.call(w.moderator, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      expect(body.data.length, url).toBeGreaterThan(0);
      expect(response.body, url).toBe(JSON.stringify(ExerciseListPageSchema.parse(body)));
    }
  });
});

describe('reactions', () => {
  it('follows the spec: like, switch to dislike, press again to clear; counts per user', async () => {
    const exercise = await w.createExercise({ status_id: moderation });
    await save(exercise, { status_id: accepted }, w.moderator, MODERATOR);
    const press = async (as: { token: string }, which: 'like' | 'dislike') =>
      (await w.call(as, 'POST', `/api/exercises/${exercise.id}/${which}`)).json().data;

    expect(await press(w.author2, 'like')).toEqual({
      own_reaction: 'like',
      likes_count: 1,
      dislikes_count: 0,
    });
    expect(await press(w.moderator, 'like')).toEqual({
      own_reaction: 'like',
      likes_count: 2,
      dislikes_count: 0,
    });
    expect(await press(w.author2, 'dislike')).toEqual({
      own_reaction: 'dislike',
      likes_count: 1,
      dislikes_count: 1,
    });
    expect(await press(w.author2, 'dislike')).toEqual({
      own_reaction: null,
      likes_count: 1,
      dislikes_count: 0,
    });
    const seen = (
      await w.call(w.moderator, 'GET', `/api/exercises/${exercise.id}?role_id=${MODERATOR}`)
    ).json().data;
    expect(seen).toMatchObject({ own_reaction: 'like', likes_count: 1 });
    expect(
      (await w.call(w.stranger, 'POST', `/api/exercises/${exercise.id}/like`)).statusCode,
    ).toBe(404);
  });
});

describe('requests', () => {
  it('a request needs interests (spec error) and an age range; authors file microblocks against it', async () => {
    const base = {
      workspace_id: w.workspace.id,
      description: 'Sound L for 5-year-olds',
      age_ranges: [{ from: 5, to: 6 }],
    };
    const noInterests = await w.call(w.moderator, 'POST', '/api/exercises/requests', base);
    expect(noInterests.statusCode).toBe(422);
    expect(noInterests.json().message).toBe('Choose at least one interest for the request');
    const badAges = await w.call(w.moderator, 'POST', '/api/exercises/requests', {
      ...base,
      interest_ids: [w.interests.dinosaurs.id],
      age_ranges: [{ from: 7, to: 5 }],
    });
    expect(badAges.json().details.fields).toEqual([
      { path: 'age_ranges.0.to', message: 'Age "from" cannot exceed age "to"' },
    ]);
    expect(
      (
        await w.call(w.author, 'POST', '/api/exercises/requests', {
          ...base,
          interest_ids: [w.interests.dinosaurs.id],
        })
      ).statusCode,
    ).toBe(403);

    const created = (
      await w.call(w.moderator, 'POST', '/api/exercises/requests', {
        ...base,
        interest_ids: [w.interests.dinosaurs.id],
      })
    ).json().data;
    expect(created).toMatchObject({
      interests: [{ name: 'Dinosaurs' }],
      created_by: { id: w.moderator.id },
      exercise_count: 0,
    });
    await w.createExercise({ request_id: created.id });
    const listed = (
      await w.call(w.author, 'GET', `/api/exercises/requests?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(listed.find((r: { id: number }) => r.id === created.id).exercise_count).toBe(1);
  });
});

describe('bulk changes', () => {
  it('bulk delete is all or nothing; authors cannot delete what is accepted', async () => {
    const a = await w.createExercise();
    const b = await w.createExercise({ status_id: moderation });
    await save(b, { status_id: accepted }, w.moderator, MODERATOR);
    const refused = await w.call(w.author, 'POST', `/api/exercises/bulk/delete?role_id=${AUTHOR}`, {
      workspace_id: w.workspace.id,
      ids: [a.id, b.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(
      (await w.call(w.author, 'GET', `/api/exercises/${a.id}?role_id=${AUTHOR}`)).statusCode,
    ).toBe(200);
    const done = await w.call(w.author, 'POST', `/api/exercises/bulk/delete?role_id=${AUTHOR}`, {
      workspace_id: w.workspace.id,
      ids: [a.id],
    });
    expect(done.json().data.count).toBe(1);

    const toggled = await w.call(w.moderator, 'POST', '/api/exercises/toggle', {
      workspace_id: w.workspace.id,
      ids: [b.id],
      flag: 'is_ready_for_generation',
      value: true,
    });
    expect(toggled.json().data.count).toBe(1);
    expect(
      (await w.call(w.moderator, 'GET', `/api/exercises/${b.id}?role_id=${MODERATOR}`)).json().data
        .is_ready_for_generation,
    ).toBe(true);
  });
});

describe('stats and latest', () => {
  it('counts what was created and decided in the range, per author', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const stats = (
      await w.call(
        w.moderator,
        'GET',
        `/api/exercises/stats?workspace_id=${w.workspace.id}&start_date=${today}&end_date=${today}`,
      )
    ).json().data;
    const rows = await t.db
      .select()
      .from(exercisesTable)
      .where(eq(exercisesTable.workspaceId, w.workspace.id));
    expect(stats.created).toBe(rows.length);
    expect(
      stats.per_author.find((r: { author: { id: number } }) => r.author.id === w.author.id).created,
    ).toBe(rows.filter((r) => r.authorId === w.author.id).length);
    const reversed = await w.call(
      w.moderator,
      'GET',
      `/api/exercises/stats?workspace_id=${w.workspace.id}&start_date=${today}&end_date=2000-01-01`,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it('latest is what the caller last worked on', async () => {
    const exercise = await w.createExercise();
    await w.call(w.author, 'POST', '/api/exercises/latest', {
      workspace_id: w.workspace.id,
      exercise_id: exercise.id,
    });
    const latest = (
      await w.call(w.author, 'GET', `/api/exercises/latest?workspace_id=${w.workspace.id}`)
    ).json().data;
    expect(latest.id).toBe(exercise.id);
  });
});

describe('categories and microblocks', () => {
  it('a category that holds microblocks is not deleted unless they move elsewhere', async () => {
    const exercise = await w.createExercise();
    const base = `/api/workspaces/${w.workspace.id}/categories`;
    const refused = await w.call(w.moderator, 'DELETE', `${base}/${w.category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CATEGORY_HAS_EXERCISES');
    const target = (await w.call(w.moderator, 'POST', base, { name: 'Sound R (new)' })).json().data;
    const moved = await w.call(
      w.moderator,
      'DELETE',
      `${base}/${w.category.id}?exercises_to=${target.id}`,
    );
    expect(moved.statusCode).toBe(200);
    const after = (
      await w.call(w.author, 'GET', `/api/exercises/${exercise.id}?role_id=${AUTHOR}`)
    ).json().data;
    expect(after.category).toEqual({ id: target.id, name: 'Sound R (new)' });
    w.category.id = target.id;
  });
});
