import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, interests } from '../schema/index.ts';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/**
 * A protocol template, three students and, for the first of them, a protocol whose plan is
 * filled and whose first lesson is prepared in his themes and scheduled for tomorrow — made
 * through the same services teachers use, so a fresh start shows a teacher's week.
 */
export async function seedDemoStudents(app: FastifyInstance): Promise<void> {
  const { db, services } = app;
  const school = await findDemoSchool(app);
  if (!school) return;
  const actAs = (email: string) => actAsDemoUser(app, email);
  const moderator = await actAs('moderator@example.com');
  const teacher = await actAs('teacher@example.com');
  const byName = new Map(
    (await db.select().from(categories).where(eq(categories.workspaceId, school.id))).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const themeId = new Map(
    (await db.select().from(interests).where(eq(interests.workspaceId, school.id))).map((i) => [
      i.name,
      i.id,
    ]),
  );
  const categoryId = (name: string) => {
    const id = byName.get(name);
    if (!id) throw new Error(`demo category ${name} is missing`);
    return id;
  };

  const template = await services.templates.create(moderator, {
    workspace_id: school.id,
    title: 'Dyslalia: first course',
    description:
      'Ten lessons for children of 4-7 with dyslalia: articulation warm-up, sound production, then words.',
    blocks: [
      {
        title: 'Sounds',
        parent_description: 'Games that teach the tongue where a sound is made.',
        educator_description: 'One or two articulation microblocks for the sound being set.',
        min_presentations: 1,
        max_presentations: 2,
        categories: [
          {
            category_id: categoryId('Sounds'),
            parent_description: 'Sounds one by one: first alone, then in syllables.',
            indications: 'Dyslalia, dysarthria',
          },
        ],
      },
      {
        title: 'Words',
        parent_description: 'New words around things your child likes.',
        educator_description: 'One vocabulary microblock; repeat the practised sound in words.',
        min_presentations: 1,
        max_presentations: 2,
        categories: [
          {
            category_id: categoryId('Vocabulary'),
            parent_description: 'Words by topic: animals, family, seasons.',
            indications: 'Speech development delay',
          },
        ],
      },
    ],
  });

  const student = (
    child_name: string,
    client_name: string,
    extra: Partial<Parameters<typeof services.clients.create>[1]>,
  ) =>
    services.clients.create(teacher, {
      workspace_id: school.id,
      child_name,
      client_name,
      contact_email: '',
      contact_phone: '',
      birth_date: null,
      gender: null,
      language: 'uk',
      time_zone: 'Europe/Kyiv',
      description: '',
      qualifications: [],
      interest_ids: [],
      teacher_id: null,
      diagnostician_id: null,
      ...extra,
    });
  const interestIds = (...names: string[]) =>
    names.flatMap((name) => (themeId.has(name) ? [themeId.get(name) as number] : []));

  const marko = await student('Марко', 'Олена Коваль', {
    contact_email: 'olena.koval@example.com',
    birth_date: '2019-05-14',
    gender: 'boy',
    qualifications: ['dyslalia'],
    interest_ids: interestIds('Dinosaurs', 'Animals'),
    description: 'Loves dinosaurs; tires after 30 minutes — keep the games short.',
  });
  await student('Софія', 'Ирина Бондарь', {
    birth_date: '2018-11-02',
    gender: 'girl',
    language: 'ru',
    qualifications: ['stuttering', 'speechDevelopmentDelay'],
    interest_ids: interestIds('Space', 'Princesses'),
  });
  await student('Emma', 'James Miller', {
    contact_email: 'james.miller@example.com',
    birth_date: '2020-03-21',
    language: 'en',
    time_zone: 'Europe/London',
    qualifications: ['speechStart'],
    interest_ids: interestIds('Cars'),
  });

  const protocol = await services.protocols.create(teacher, {
    workspace_id: school.id,
    client_id: marko.id,
    template_id: template.id,
  });
  const planId = protocol.plans[0]?.id;
  if (!planId) return;
  const plan = await services.protocols.getPlan(school.id, planId);
  await services.protocols.fillPlan(teacher, planId, {
    workspace_id: school.id,
    blocks: plan.blocks.map((block) => ({
      id: block.id,
      category_ids: block.categories.map((c) => c.category_id),
    })),
  });
  await services.protocols.setShareLink(teacher, school.id, protocol.id, 'rotate');

  const { items } = await services.lessons.list({
    workspace_id: school.id,
    plan_id: planId,
    page: 1,
    pageSize: 1,
  });
  const first = items[0];
  if (!first) return;
  const proposal = await services.lessons.autoFill(teacher, school.id, first.id);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCHours(14, 0, 0, 0);
  await services.lessons.save(teacher, first.id, {
    workspace_id: school.id,
    title: 'Тигр і динозаври',
    scheduled_at: tomorrow.toISOString(),
    items: proposal.map((item) => ({ block_id: item.block_id, exercise_id: item.exercise_id })),
  });
  // Dressed in Марко's interests (Dinosaurs is a ready demo theme), as a teacher's Regenerate does.
  await services.lessons.prepareVersions(teacher, school.id, first.id);
}
