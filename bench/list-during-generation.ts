/**
 * Does themed generation slow the API down? The microblock list (every request a new URL, so the
 * database answers each) is measured idle, then while a generation run themes 60 ten-slide decks
 * x 3 themes in the same process (its worker threads), as the default single-process setup runs
 * it. Run: npm run bench:list-during-generation. Target: p99 during generation within 2x of idle.
 */
import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { buildPng } from '../apps/server/test/images.ts';
import { buildDeck } from '../apps/server/test/pptx-fixtures.ts';
import { printTable, startBench } from './harness.ts';

const SOURCES = 200;
const THEMES = 3;

const bench = await startBench();
const { token, workspaceId } = await bench.signIn('moderator@example.com');
const headers = { authorization: `Bearer ${token}` };
const { app } = bench;
const query = async <T>(text: string, values: unknown[] = []) =>
  (await bench.db.$client.query(text, values)).rows as T[];

// Sources: accepted, ready microblocks sharing one real ten-slide deck in the file store.
const deck = await buildDeck({
  slides: Array.from({ length: 10 }, (_, k) => ({ title: `Slide ${k + 1}`, text: 'rrr' })),
});
const deckFile = await app.files.put('decks', deck, 'pptx');
const [author] = await query<{ id: number }>(
  "select id from users where email = 'author@example.com'",
);
const [category] = await query<{ id: number }>(
  'select id from categories where workspace_id = $1 and not is_folder limit 1',
  [workspaceId],
);
for (let n = 0; n < SOURCES; n++) {
  const [upload] = await query<{ id: number }>(
    `insert into uploads (workspace_id, kind, file_name, original_name, mime, size, slide_count, render_state)
     values ($1, 'presentation', $2, 'deck.pptx', 'application/zip', $3, 10, 'done') returning id`,
    [workspaceId, deckFile, deck.length],
  );
  await query(
    `insert into exercises (workspace_id, category_id, author_id, presentation_id, title, status_id,
       language, is_ready_for_generation, search_text)
     values ($1, $2, $3, $4, $5, $6, 'en', true, $7)`,
    [
      workspaceId,
      category?.id,
      author?.id,
      upload?.id,
      `Bench source ${n}`,
      EXERCISE_STATUS.accepted,
      `bench source ${n} rocket`,
    ],
  );
}

// Ready themes, each with a background and a character from the asset library.
const root = await bench.signIn('root@example.com');
for (let n = 0; n < THEMES; n++) {
  const ids: number[] = [];
  for (const [type, colour, width, height] of [
    ['background', '#2a9d8f', 1280, 720],
    ['character', '#e76f51', 200, 300],
  ] as const) {
    const form = new FormData();
    form.append('type', type);
    form.append('name', `${type} ${n}`);
    form.append(
      'file',
      new Blob([new Uint8Array(await buildPng(colour, width, height))]),
      `${type}.png`,
    );
    const answer = await fetch(`${bench.appUrl}/api/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${root.token}` },
      body: form,
    });
    ids.push(((await answer.json()) as { data: { id: number } }).data.id);
  }
  const call = (method: string, path: string, body: object) =>
    fetch(`${bench.appUrl}/api${path}`, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { id: number } }>);
  const theme = await call('POST', '/themes', {
    workspace_id: workspaceId,
    name: `Bench theme ${n}`,
    genders: ['boy'],
    min_age: 4,
    max_age: 8,
  });
  await call('PUT', `/themes/${theme.data.id}/assets`, {
    workspace_id: workspaceId,
    asset_ids: ids,
  });
  await call('POST', '/themes/toggle-ready', {
    workspace_id: workspaceId,
    ids: [theme.data.id],
    is_ready: true,
  });
}

const list = `${bench.appUrl}/api/exercises?workspace_id=${workspaceId}&role_id=${ROLE.moderator}&status=${EXERCISE_STATUS.accepted}&term=rocket`;
const options = { headers, isUncached: true, seconds: 8 };
await bench.measure('warm-up', list, { ...options, seconds: 3 });
const idle = await bench.measure('list, idle', list, options);

const moderator = await app.services.users.findByEmail('moderator@example.com');
if (!moderator) throw new Error('the demo moderator is missing');
const run = await app.services.generation.start(
  { user: await app.services.users.toCurrentUser(moderator), sessionId: 0 },
  { workspace_id: workspaceId, theme_id: null, kind: 'generate' },
);
const started = performance.now();
const generating = app.services.generation.processRun(run.id);
const during = await bench.measure('list, while generating', list, options);
await generating;
const seconds = (performance.now() - started) / 1000;
const [finished] = await query<{ done: number; failed: number }>(
  'select done, failed from generation_runs where id = $1',
  [run.id],
);

console.log(
  `\nlist with every request new (no cache), 50 connections; generation of ${SOURCES} x ${THEMES} decks alongside\n`,
);
printTable(idle, [during]);
console.log(
  `\np99 while generating: ${(during.p99 / idle.p99).toFixed(2)}x idle (target <= 2x); generation made ${finished?.done} decks (${finished?.failed} failed) in ${seconds.toFixed(1)} s`,
);
await bench.stop();
