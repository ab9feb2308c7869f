/**
 * The content library at scale: 20,000 microblocks and a category tree of 1,000 nodes in one
 * workspace. Measures the filtered, paginated list (status + term, as the moderator's tabs ask;
 * uncached also without a term, with a rare or a short term, and an author's own tab) and the
 * tree at 50 connections next to a Fastify hello-world in the same run (and the same
 * hello-world after one `select 1`: the ceiling of any uncached read), then the peak
 * memory growth while checking a 20 MB deck. Run: npm run bench:content. No pass/fail: the README
 * keeps the numbers against the targets (list p99 <= 50 ms, ratio >= 0.2, memory <= 64 MB).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import { checkPptx } from '../apps/server/src/lib/pptx/check-pptx.ts';
import { buildDeck, writeTempFile } from '../apps/server/test/pptx-fixtures.ts';
import { printTable, startBench } from './harness.ts';

const EXERCISES = 20_000;
const { accepted, moderation, declined, draft, inProgress } = EXERCISE_STATUS;
/** Statuses spread as in a busy school: a third accepted, the rest across the other tabs. */
const STATUS_MIX = [accepted, accepted, moderation, declined, draft, inProgress];
const WORDS = [
  'rocket',
  'tiger',
  'river',
  'rabbit',
  'lemon',
  'ladder',
  'snake',
  'train',
  'cow',
  'mama',
];
const WORD_ARRAY = `array[${WORDS.map((w) => `'${w}'`).join(',')}]`;
/**
 * What the slides of a microblock say, searched with its title: the demo's decks carry about 40
 * characters a slide, so each ten-slide bench deck gets about 230: a term is tested against as
 * much text as in a school's library.
 */
const SLIDE_WORDS = [
  'повтори',
  'скажи',
  'склади',
  'звук',
  'слово',
  'назви',
  'картинка',
  'покажи',
  'молодець',
  'знайди',
  'порахуй',
  'послухай',
];
const SLIDE_WORD_ARRAY = `array[${SLIDE_WORDS.map((w) => `'${w}'`).join(',')}]`;
/** In 4 accepted microblocks of 6,667 (their numbers): found through the trigram index. */
const RARE_TERM = '1234';
/** In no microblock, and too short for a trigram: the status's rows are read (decision 055). */
const SHORT_TERM = 'qx';

const bench = await startBench();
const { token, workspaceId } = await bench.signIn('moderator@example.com');
const headers = { authorization: `Bearer ${token}` };
/** Plain SQL on the benchmark database; `$1` is always the workspace. */
const query = async <T>(text: string) =>
  (await bench.db.$client.query(text, text.includes('$1') ? [workspaceId] : [])).rows as T[];

// Grow the demo tree (11 nodes) past 1,000: 99 folders of nine categories each.
await query(`
  with folders as (
    insert into categories (workspace_id, name, is_folder, "order")
    select $1, 'Folder ' || n, true, n from generate_series(1, 99) n
    returning id
  )
  insert into categories (workspace_id, parent_id, name, "order")
  select $1, f.id, 'Category ' || f.id || '.' || k, k
  from folders f, generate_series(1, 9) k`);
const [counted] = await query<{ n: number }>(
  'select count(*)::int as n from categories where workspace_id = $1',
);
const treeNodes = counted?.n ?? 0;

// 20,000 microblocks over a few decks, statuses spread as in a busy school.
await query(`
  with author as (select id from users where email = 'author@example.com'),
  decks as (
    insert into uploads (workspace_id, kind, file_name, original_name, mime, size, slide_count, render_state)
    select $1, 'presentation', md5(n::text) || '.pptx', 'deck.pptx', 'application/zip', 1000, 10, 'done'
    from generate_series(1, 20) n returning id
  ),
  deck_list as (select array_agg(id) ids from decks),
  leaves as (select array_agg(id) ids from categories where workspace_id = $1 and not is_folder)
  insert into exercises (workspace_id, category_id, author_id, presentation_id, title, status_id,
    language, search_text)
  select $1, leaves.ids[1 + n % array_length(leaves.ids, 1)], author.id,
    deck_list.ids[1 + n % 20], 'Bench microblock ' || n,
    (array[${STATUS_MIX.join(',')}])[1 + n % ${STATUS_MIX.length}],
    'en',
    lower('bench microblock ' || n || ' ' || (${WORD_ARRAY})[1 + n % 10]
      || ' ' || (${WORD_ARRAY})[1 + (n / 7)::int % 10]
      || (select string_agg(E'\\n' || (${SLIDE_WORD_ARRAY})[1 + (n + k) % 12] || ': '
          || (${SLIDE_WORD_ARRAY})[1 + (n * 7 + k * 3) % 12] || ' '
          || (${SLIDE_WORD_ARRAY})[1 + (n + k * 5) % 12], '')
        from generate_series(1, 10) k))
  from generate_series(1, ${EXERCISES}) n, author, deck_list, leaves`);
await query(`
  insert into deck_slides (upload_id, position, title, text, notes, image_name)
  select u.id, 1, 'Slide 1', 'text', '', md5(u.id::text) || '.jpg' from uploads u
  where u.workspace_id = $1 and u.file_name like '%.pptx' and u.original_name = 'deck.pptx'`);
await query(`
  with t as (
    insert into tags (workspace_id, name) select $1, 'tag ' || n from generate_series(1, 50) n
    returning id
  ), ids as (select array_agg(id) ids from t)
  insert into exercise_tags (exercise_id, tag_id)
  select e.id, ids.ids[1 + e.id % 50] from exercises e, ids where e.workspace_id = $1
  union
  select e.id, ids.ids[1 + (e.id + 7) % 50] from exercises e, ids where e.workspace_id = $1`);
// A second author (the demo teacher, given the author role) with 303 of the microblocks, all
// of one status: an author's own tab walks that status past everyone else's rows.
await query(`
  update assignments set roles = roles || ${ROLE.author}::smallint
  where workspace_id = $1 and user_id = (select id from users where email = 'teacher@example.com')`);
await query(`
  update exercises set author_id = (select id from users where email = 'teacher@example.com')
  where workspace_id = $1 and id % 66 = 0`);
await query(`analyze`);
const [secondAuthor] = await query<{ n: number; status: number }>(`
  select count(*)::int as n, min(status_id) as status from exercises
  where author_id = (select id from users where email = 'teacher@example.com')`);
const { token: authorToken } = await bench.signIn('teacher@example.com');

/**
 * `npm run bench:content -- --explain`: the plans (EXPLAIN ANALYZE, BUFFERS, SERIALIZE: the last
 * counts turning rows into text, stored text included) of the queries uncached list, counter and
 * tree reads send, recorded as the app sends them. A named statement is shown with the generic
 * plan the app runs after its first few runs.
 */
async function explainUncachedReads() {
  const client = bench.db.$client;
  const send = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<unknown>;
  const sent: { text: string; values: unknown[]; name?: string | undefined }[] = [];
  const record = (
    config: string | { text: string; values?: unknown[]; name?: string },
    values?: unknown[],
  ) => {
    const text = typeof config === 'string' ? config : config.text;
    const name = typeof config === 'string' ? undefined : config.name;
    sent.push({
      text,
      name,
      values: values ?? (typeof config === 'string' ? [] : config.values) ?? [],
    });
    return send(config as string, values);
  };
  // Sessions as a busy school has them, so the sign-in lookup is planned at a realistic size.
  await query(`
    insert into sessions (token_hash, user_id, expires_at)
    select md5(n::text), (select id from users where email = 'author@example.com'),
      now() + interval '1 day'
    from generate_series(1, 20000) n`);
  await query('analyze sessions');
  // Signing in is a write: it empties the caches, so the next read also looks the session up.
  await bench.signIn('moderator@example.com');
  client.query = record as typeof client.query;
  const reads: [string, string, Record<string, string>][] = [
    [
      'list: status accepted + term "rocket", with the session lookup',
      list(`status=${accepted}&term=rocket&n=1`),
      headers,
    ],
    [
      `list: status accepted + rare term "${RARE_TERM}"`,
      list(`status=${accepted}&term=${RARE_TERM}`),
      headers,
    ],
    [
      `list: status accepted + term without a trigram "${SHORT_TERM}"`,
      list(`status=${accepted}&term=${SHORT_TERM}`),
      headers,
    ],
    [
      'tab counters: term "rocket"',
      `${bench.appUrl}/api/exercises/counters?workspace_id=${workspaceId}&role_id=${ROLE.moderator}&term=rocket`,
      headers,
    ],
    ['category tree', `${bench.appUrl}/api/workspaces/${workspaceId}/categories?n=1`, headers],
  ];
  // Named statements are explained as prepared on a connection of their own, with the generic
  // plan forced: the plan PostgreSQL settles on after a statement's first five runs.
  const connection = await client.connect();
  await connection.query('set plan_cache_mode = force_generic_plan');
  for (const [label, url, auth] of reads) {
    sent.length = 0;
    const response = await fetch(url, { headers: auth });
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    const queries = sent.splice(0);
    console.log(`\n### ${label}: ${queries.length} ${queries.length === 1 ? 'query' : 'queries'}`);
    for (const { text, values, name } of queries) {
      console.log(
        `\n${name ? `-- named statement\n` : ''}${text.replace(/\s+/g, ' ').trim()}\n-- ${JSON.stringify(values)}`,
      );
      let explain = () => send(`explain (analyze, buffers, serialize) ${text}`, values);
      if (name) {
        await connection.query(`prepare listed as ${text}`);
        const args = values.map((value) =>
          typeof value === 'string' ? connection.escapeLiteral(value) : String(value),
        );
        explain = () =>
          connection.query(
            `explain (analyze, buffers, serialize) execute listed(${args.join(', ')})`,
          );
      }
      // Twice: the first run warms the caches, the second is the steady state.
      await explain();
      const plan = (await explain()) as { rows: { 'QUERY PLAN': string }[] };
      console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      if (name) await connection.query('deallocate listed');
    }
  }
  connection.release();
  client.query = send as typeof client.query;
}

/** The second author's own tab, every request new. */
const ownTab = (search: string) =>
  `${bench.appUrl}/api/exercises?workspace_id=${workspaceId}&role_id=${ROLE.author}&pageSize=20&status=${secondAuthor?.status}${search}`;
const asSecondAuthor = { headers: { authorization: `Bearer ${authorToken}` }, isUncached: true };

const list = (search: string) =>
  `${bench.appUrl}/api/exercises?workspace_id=${workspaceId}&role_id=${ROLE.moderator}&pageSize=20&${search}`;

if (process.argv.includes('--explain')) {
  await explainUncachedReads();
  await bench.stop();
  process.exit(0);
}

await bench.measure('warm-up', bench.baselineUrl, { seconds: 3 });
await bench.measure('warm-up', list(`status=${accepted}&term=rocket`), { headers, seconds: 3 });
const baseline = await bench.measure('baseline: Fastify hello-world', bench.baselineUrl);
const rows = [
  await bench.measure('ceiling: hello-world after one select 1', `${bench.baselineUrl}/database`),
  await bench.measure(
    'list: status accepted + term "rocket", page 1 of 20',
    list(`status=${accepted}&term=rocket`),
    { headers },
  ),
  await bench.measure('list: status moderation, page 50', list(`status=${moderation}&page=50`), {
    headers,
  }),
  await bench.measure(
    'list, every request new (no cache): status + term',
    list(`status=${accepted}&term=rocket`),
    { headers, isUncached: true },
  ),
  await bench.measure('list, every request new: status, no term', list(`status=${accepted}`), {
    headers,
    isUncached: true,
  }),
  await bench.measure(
    `same, an author's own (${secondAuthor?.n} of the status)`,
    ownTab(''),
    asSecondAuthor,
  ),
  await bench.measure(
    `same, an author's own + term "rocket"`,
    ownTab('&term=rocket'),
    asSecondAuthor,
  ),
  await bench.measure(
    'list, every request new: status + rare term',
    list(`status=${accepted}&term=${RARE_TERM}`),
    { headers, isUncached: true },
  ),
  await bench.measure(
    'list, every request new: status + short term',
    list(`status=${accepted}&term=${SHORT_TERM}`),
    { headers, isUncached: true },
  ),
  await bench.measure(
    `category tree (${treeNodes} nodes)`,
    `${bench.appUrl}/api/workspaces/${workspaceId}/categories`,
    { headers },
  ),
  await bench.measure(
    'category tree, every request new (no cache)',
    `${bench.appUrl}/api/workspaces/${workspaceId}/categories?x=1`,
    { headers, isUncached: true },
  ),
];
console.log(`\n${EXERCISES} microblocks, ${treeNodes} categories, 50 connections, 10 s each\n`);
printTable(baseline, rows);

// Peak memory while checking a 20 MB deck: JavaScript heap plus buffers outside it (sampled every
// millisecond; the process's resident size hides growth inside memory it already holds).
const deckPath = await writeTempFile(await buildDeck({ paddingBytes: 20 * 1024 * 1024 }));
const inUse = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external + usage.arrayBuffers;
};
globalThis.gc?.();
const before = inUse();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, inUse());
}, 1);
const checked = await checkPptx(deckPath);
clearInterval(sampler);
peak = Math.max(peak, inUse());
const size = (await fs.stat(deckPath)).size;
await fs.rm(path.dirname(deckPath), { recursive: true, force: true });
console.log(
  `\ncheck of a ${(size / 1024 / 1024).toFixed(1)} MB deck: ${checked.ok ? 'accepted' : checked.problem}, peak memory growth ${((peak - before) / 1024 / 1024).toFixed(1)} MB`,
);
await bench.stop();
