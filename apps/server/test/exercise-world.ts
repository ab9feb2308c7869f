import { EXERCISE_STATUS, ROLE } from '@slovo/contracts';
import type { Database } from '../src/db/client.ts';
import { categories, interests } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { bearer, createToken, createUser, createWorkspace } from './factories.ts';
import { buildMultipart } from './multipart.ts';
import { buildDeck } from './pptx-fixtures.ts';

/**
 * A workspace with a category, two interests, two authors, a moderator and a teacher, plus an
 * author and moderator of another workspace; and calls that speak the microblock API as them.
 */
export async function createExerciseWorld(t: TestApp) {
  const db: Database = t.db;
  const workspace = await createWorkspace(db);
  const other = await createWorkspace(db);
  const [category] = await db
    .insert(categories)
    .values({ workspaceId: workspace.id, name: 'Sound R' })
    .returning();
  const [folder] = await db
    .insert(categories)
    .values({ workspaceId: workspace.id, name: 'Sounds', isFolder: true })
    .returning();
  const [dinosaurs, princesses] = await db
    .insert(interests)
    .values([
      { workspaceId: workspace.id, name: 'Dinosaurs' },
      { workspaceId: workspace.id, name: 'Princesses' },
    ])
    .returning();
  if (!category || !folder || !dinosaurs || !princesses) throw new Error('seed failed');

  const person = async (roles: number[], workspaceId = workspace.id) => {
    const user = await createUser(db, { assignments: [{ workspaceId, roles: roles as never }] });
    return { id: user.id, token: await createToken(db, user.id) };
  };
  const author = await person([ROLE.author]);
  const author2 = await person([ROLE.author]);
  const moderator = await person([ROLE.moderator]);
  const teacher = await person([ROLE.teacher]);
  const stranger = await person([ROLE.author, ROLE.moderator], other.id);

  const call = (
    as: { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(as.token), lang: 'en' },
      ...(payload ? { payload } : {}),
    });

  const upload = (
    as: { token: string },
    data: Buffer,
    options: {
      kind?: string;
      name?: string;
      type?: string;
      workspaceId?: number;
      lang?: string;
    } = {},
  ) => {
    const body = buildMultipart(
      { workspace_id: options.workspaceId ?? workspace.id, kind: options.kind ?? 'presentation' },
      {
        name: options.name ?? 'deck.pptx',
        type: options.type ?? 'application/octet-stream',
        data,
      },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/exercises/files',
      headers: { ...bearer(as.token), ...body.headers, lang: options.lang ?? 'en' },
      payload: body.payload,
    });
  };

  let decks = 0;
  /** Uploads a fresh deck and returns its upload id. */
  const uploadDeck = async (as: { token: string } = author, deck?: Buffer) => {
    decks += 1;
    const data =
      deck ??
      (await buildDeck({
        slides: [
          { title: `Warm-up ${decks}`, text: 'Say rrr like a tiger', notes: 'Slowly' },
          { title: 'Words', text: 'rabbit, river, rocket' },
        ],
      }));
    const response = await upload(as, data);
    if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
    return response.json().data.id as number;
  };

  const input = async (overrides: Record<string, unknown> = {}, as = author) => ({
    workspace_id: workspace.id,
    title: `Microblock ${Math.random().toString(36).slice(2, 8)}`,
    category_id: category.id,
    description: 'Practice the sound R',
    comment: '',
    instruction: 'Repeat after the tiger',
    presentation_id: await uploadDeck(as),
    new_tags: ['sound R'],
    interest_ids: [dinosaurs.id],
    status_id: EXERCISE_STATUS.draft,
    ...overrides,
  });

  /** Creates a microblock as `as` (an author unless a moderator is passed) and returns it. */
  const createExercise = async (
    overrides: Record<string, unknown> = {},
    as = author,
    role: number = ROLE.author,
  ) => {
    const response = await call(
      as,
      'POST',
      `/api/exercises?role_id=${role}`,
      await input(overrides, as),
    );
    if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
    return response.json().data;
  };

  return {
    workspace,
    other,
    category,
    folder,
    interests: { dinosaurs, princesses },
    author,
    author2,
    moderator,
    teacher,
    stranger,
    call,
    upload,
    uploadDeck,
    input,
    createExercise,
  };
}

export type ExerciseWorld = Awaited<ReturnType<typeof createExerciseWorld>>;
