import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { EXERCISE_STATUS, type ExerciseStatus, ROLE } from '@slovo/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, interests } from '../schema/index.ts';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/**
 * Demo decks (made with the test fixture builder, `test/pptx-fixtures.ts` buildDeck), copied
 * beside the bundle by the build like the migrations.
 */
const DECKS_DIR = new URL('./decks/', import.meta.url);

const DEMO_INTERESTS = ['Dinosaurs', 'Princesses', 'Space', 'Cars', 'Animals'];

type DemoExercise = {
  deck: string;
  title: string;
  category: string;
  language: 'uk' | 'ru' | 'en' | 'pl';
  tags: string[];
  interests: string[];
  instruction: string;
  /** The path it takes: each step is [status, comment] by the author, then the moderator. */
  steps: [ExerciseStatus, string][];
};

const { accepted, declined, moderation, draft } = EXERCISE_STATUS;

const DEMO_EXERCISES: DemoExercise[] = [
  {
    deck: 'sound-r-tiger.pptx',
    title: 'Тигр гарчить: звук Р',
    category: 'Sound R',
    language: 'uk',
    tags: ['звук Р', 'розминка'],
    interests: ['Animals'],
    instruction: 'Спершу покажіть артикуляцію, потім грайте аудіо на першому слайді.',
    steps: [
      [moderation, ''],
      [accepted, ''],
    ],
  },
  {
    deck: 'farm-animals.pptx',
    title: 'Животные фермы',
    category: 'Animals',
    language: 'ru',
    tags: ['лексика', 'животные'],
    interests: ['Animals', 'Cars'],
    instruction: 'Назовите животных и их звуки, затем найдите лишнее.',
    steps: [
      [moderation, ''],
      [accepted, ''],
    ],
  },
  {
    deck: 'sound-l-lion.pptx',
    title: 'The lazy lion: sound L',
    category: 'Sound L',
    language: 'en',
    tags: ['sound L'],
    interests: ['Animals'],
    instruction: '',
    steps: [
      [moderation, ''],
      [declined, 'Add an instruction for the teacher and a picture for each word.'],
    ],
  },
  {
    deck: 'syllables-ma.pptx',
    title: 'Sylaby: ma, me, mi',
    category: 'Syllables',
    language: 'pl',
    tags: ['sylaby'],
    interests: ['Princesses'],
    instruction: 'Czytajcie sylaby razem, klaszcząc.',
    steps: [[moderation, '']],
  },
];

/**
 * Sample microblocks for the demo school, made through the same services as real ones (checked
 * upload, inspection, rendering job, history), in the states a moderator meets: accepted,
 * declined with a comment, waiting in moderation. Runs right after the demo accounts are created.
 */
export async function seedDemoExercises(app: FastifyInstance): Promise<void> {
  const { db, services } = app;
  const school = await findDemoSchool(app);
  if (!school) return;
  await db
    .insert(interests)
    .values(DEMO_INTERESTS.map((name) => ({ workspaceId: school.id, name })))
    .onConflictDoNothing();
  const interestRows = await db
    .select()
    .from(interests)
    .where(eq(interests.workspaceId, school.id));

  const actAs = (email: string) => actAsDemoUser(app, email);
  const author = await actAs('author@example.com');
  const moderator = await actAs('moderator@example.com');

  for (const demo of DEMO_EXERCISES) {
    const [category] = await db
      .select()
      .from(categories)
      .where(and(eq(categories.workspaceId, school.id), eq(categories.name, demo.category)));
    if (!category) continue;
    const upload = await services.uploads.store(
      author,
      { workspaceId: school.id, kind: 'presentation' },
      {
        path: fileURLToPath(new URL(demo.deck, DECKS_DIR)),
        name: demo.deck,
        size: (await fs.stat(new URL(demo.deck, DECKS_DIR))).size,
      },
    );
    const fields = {
      workspace_id: school.id,
      title: demo.title,
      category_id: category.id,
      description: '',
      comment: '',
      instruction: demo.instruction,
      presentation_id: upload.id,
      tag_ids: [],
      new_tags: demo.tags,
      interest_ids: interestRows.filter((i) => demo.interests.includes(i.name)).map((i) => i.id),
      usage_frequency: 1 as const,
      language: demo.language,
      is_read_only: false,
      is_excluded_from_generation: false,
      is_ready_for_generation: true,
      image_ids: [],
      audio_ids: [],
      request_id: null,
      status_comment: '',
    };
    const [first, ...decisions] = demo.steps;
    // Readiness for generation is the moderator's call: the author sends the deck without it.
    const created = await services.exercises.create(author, ROLE.author, {
      ...fields,
      is_ready_for_generation: false,
      status_id: first?.[0] ?? draft,
    });
    for (const [status, comment] of decisions) {
      await services.exercises.update(moderator, created.id, ROLE.moderator, {
        ...fields,
        tag_ids: created.tags.map((tag) => tag.id),
        new_tags: [],
        status_id: status,
        status_comment: comment,
      });
    }
  }
  await services.requests.create(moderator, {
    workspace_id: school.id,
    description: 'Sound Sh for 5-6 year olds: a short story with a snake and a train',
    interest_ids: interestRows.filter((i) => ['Animals', 'Cars'].includes(i.name)).map((i) => i.id),
    age_ranges: [{ from: 5, to: 6 }],
  });
}
