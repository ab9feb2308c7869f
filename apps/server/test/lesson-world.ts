import { EXERCISE_STATUS } from '@slovo/contracts';
import { eq, inArray } from 'drizzle-orm';
import { categories, exercises } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { createExerciseWorld } from './exercise-world.ts';

/**
 * The microblock world plus what lessons need: a folder "Sounds" holding the category "Sound R",
 * a category "Breathing", accepted microblocks in both (one used at most once per plan), a
 * template of two blocks (warm-up from Breathing, 1-2; sounds from the folder, 2-3) and a student.
 */
export async function createLessonWorld(t: TestApp) {
  const world = await createExerciseWorld(t);
  const { call, teacher, moderator, workspace } = world;
  await t.db
    .update(categories)
    .set({ parentId: world.folder.id })
    .where(eq(categories.id, world.category.id));
  const [breathing] = await t.db
    .insert(categories)
    .values({ workspaceId: workspace.id, name: 'Breathing' })
    .returning();
  if (!breathing) throw new Error('seed failed');

  const accepted = async (title: string, categoryId: number, usageFrequency: 1 | 3 = 3) => {
    const exercise = await world.createExercise({
      title,
      category_id: categoryId,
      usage_frequency: usageFrequency,
    });
    await t.db
      .update(exercises)
      .set({ statusId: EXERCISE_STATUS.accepted })
      .where(inArray(exercises.id, [exercise.id]));
    return exercise.id as number;
  };
  const sounds = {
    tiger: await accepted('Tiger growls', world.category.id, 1),
    rocket: await accepted('Rocket launch', world.category.id),
    river: await accepted('River flows', world.category.id),
  };
  const breaths = {
    candle: await accepted('Blow the candle', breathing.id),
    feather: await accepted('Feather flight', breathing.id),
  };

  const templateInput = {
    workspace_id: workspace.id,
    title: 'Dyslalia, first course',
    description: 'Sound R from warm-up to words.',
    blocks: [
      {
        title: 'Warm-up',
        parent_description: 'Breathing games',
        educator_description: 'One or two breathing exercises',
        min_presentations: 1,
        max_presentations: 2,
        categories: [{ category_id: breathing.id }],
      },
      {
        title: 'Sounds',
        parent_description: 'The sound R',
        educator_description: 'Two or three',
        min_presentations: 2,
        max_presentations: 3,
        categories: [
          {
            category_id: world.folder.id,
            parent_description: 'We practise the sound R',
            indications: 'Dyslalia',
          },
        ],
      },
    ],
  };
  const templateResponse = await call(moderator, 'POST', '/api/templates', templateInput);
  if (templateResponse.statusCode !== 200) throw new Error(templateResponse.body);
  const template = templateResponse.json().data;

  const clientResponse = await call(teacher, 'POST', '/api/clients', {
    workspace_id: workspace.id,
    child_name: 'Marko',
    client_name: 'Olena Koval',
    contact_email: 'olena@example.com',
    birth_date: '2019-05-14',
    language: 'uk',
    interest_ids: [world.interests.dinosaurs.id],
  });
  if (clientResponse.statusCode !== 200) throw new Error(clientResponse.body);
  const client = clientResponse.json().data;

  /** A protocol for the student; with `fill`, plan 1 gets its folders. */
  const createProtocol = async (options: { fill?: boolean } = {}) => {
    const response = await call(teacher, 'POST', '/api/protocols', {
      workspace_id: workspace.id,
      client_id: client.id,
      template_id: template.id,
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    const protocol = response.json().data;
    const planId = protocol.plans[0].id as number;
    const plan = (
      await call(teacher, 'GET', `/api/show-plan/${planId}?workspace_id=${workspace.id}`)
    ).json().data;
    if (options.fill) {
      const filled = await call(teacher, 'PUT', `/api/show-plan/${planId}`, {
        workspace_id: workspace.id,
        blocks: plan.blocks.map((b: { id: number; categories: { category_id: number }[] }) => ({
          id: b.id,
          category_ids: b.categories.map((c) => c.category_id),
        })),
      });
      if (filled.statusCode !== 200) throw new Error(filled.body);
    }
    const lessons = (
      await call(teacher, 'GET', `/api/lessons?workspace_id=${workspace.id}&plan_id=${planId}`)
    ).json().data as { id: number; number: number }[];
    const [warmUp, soundsBlock] = plan.blocks as { id: number }[];
    if (!warmUp || !soundsBlock) throw new Error('plan has no blocks');
    return {
      protocol,
      planId,
      blocks: { warmUp: warmUp.id, sounds: soundsBlock.id },
      lessonIds: lessons.sort((a, b) => a.number - b.number).map((l) => l.id),
    };
  };

  /** The first lesson of a new filled plan, prepared with three microblocks, and its link token. */
  const prepareLesson = async () => {
    const { lessonIds, blocks } = await createProtocol({ fill: true });
    const lessonId = lessonIds[0] as number;
    const exerciseIds = [breaths.candle, sounds.rocket, sounds.river];
    const saved = await call(teacher, 'PUT', `/api/lesson/${lessonId}`, {
      workspace_id: workspace.id,
      items: exerciseIds.map((exerciseId, index) => ({
        block_id: index === 0 ? blocks.warmUp : blocks.sounds,
        exercise_id: exerciseId,
      })),
    });
    if (saved.statusCode !== 200) throw new Error(saved.body);
    const token = (saved.json().data.play_url as string).split('/play-lesson/')[1] as string;
    return { lessonId, token, exerciseIds };
  };

  return {
    ...world,
    breathing,
    sounds,
    breaths,
    template,
    templateInput,
    client,
    createProtocol,
    prepareLesson,
  };
}
