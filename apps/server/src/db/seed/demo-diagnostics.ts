import {
  DiagnosticCardSaveSchema,
  type DiagnosticScale,
  DiagnosticTemplateInputSchema,
} from '@slovo/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, clients, notifications } from '../schema/index.ts';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';
import { seedDemoPrograms } from './demo-programs.ts';

/** Five steps from "absent" to "correct", with the severity a therapist reads at a glance. */
const SOUND_SCALE = {
  start: { value: 0, label: 'absent' },
  centre: { value: 2, label: 'distorted' },
  end: { value: 4, label: 'correct' },
  step: 1,
  zones: [
    { name: 'severe', color: 'red', from: 0, to: 2 },
    { name: 'mild', color: 'yellow', from: 2, to: 3 },
    { name: 'norm', color: 'green', from: 3, to: 4 },
  ],
} satisfies DiagnosticScale;

/**
 * A speech sound examination template with every answer type, a sounds x positions table and a
 * computed pronunciation score, made through the service moderators use.
 */
export async function seedDemoDiagnostics(app: FastifyInstance): Promise<void> {
  const school = await findDemoSchool(app);
  if (!school) return;
  const moderator = await actAsDemoUser(app, 'moderator@example.com');
  const [sounds] = await app.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.workspaceId, school.id), eq(categories.name, 'Sounds')));

  // Parsed as a request body is: the schema fills defaults and checks the rules.
  const input = DiagnosticTemplateInputSchema.parse({
    workspace_id: school.id,
    title: 'Speech sound examination',
    description:
      'First examination of a child of 4-7: the parents’ request, hearing and breathing, then ' +
      'each sound alone and in words, with a pronunciation score.',
    category_ids: sounds ? [sounds.id] : [],
    blocks: [
      {
        key: 'conversation',
        kind: 'questions',
        title: 'Conversation with the parents',
        description: 'Ask before the child joins.',
        questions: [
          {
            key: 'request',
            text: 'What worries the parents?',
            type: 'short_answer',
            is_required: true,
          },
          { key: 'history', text: 'Early speech development', type: 'large_answer' },
          {
            key: 'hearing',
            text: 'Hearing',
            type: 'one_variant',
            is_required: true,
            variants: [
              { key: 'normal', label: 'normal', points: 1 },
              { key: 'reduced', label: 'reduced', points: 0 },
            ],
          },
          {
            key: 'breathing',
            text: 'Breathing during speech',
            type: 'many_variants',
            variants: [
              { key: 'shallow', label: 'shallow' },
              { key: 'mouth', label: 'through the mouth' },
              { key: 'short-exhale', label: 'short exhale' },
            ],
          },
        ],
      },
      {
        key: 'sounds',
        kind: 'questions',
        title: 'Sound pronunciation',
        questions: [
          {
            key: 'sound-r',
            text: 'Sound Р [r] alone',
            type: 'scale',
            is_required: true,
            scale: SOUND_SCALE,
          },
          {
            key: 'sounds-in-words',
            text: 'Sounds in words',
            type: 'multi_scale_table',
            rows: [
              { key: 'r', label: 'Р [r]' },
              { key: 'l', label: 'Л [l]' },
              { key: 's', label: 'С [s]' },
              { key: 'sh', label: 'Ш [sh]' },
            ],
            columns: [
              { key: 'initial', label: 'at the start' },
              { key: 'medial', label: 'in the middle' },
              { key: 'final', label: 'at the end' },
            ],
            scale: SOUND_SCALE,
          },
        ],
      },
      {
        key: 'pronunciation',
        kind: 'computed',
        title: 'Pronunciation score',
        description: 'The mean of the sound scales; the sound alone counts twice.',
        formula: 'mean',
        score_type: 'positive',
        sources: [
          { question_key: 'sound-r', weight: 2 },
          { question_key: 'sounds-in-words', weight: 1 },
        ],
        zones: SOUND_SCALE.zones,
      },
    ],
  });
  const template = await app.services.diagnosticCardTemplates.create(moderator, input);
  const programId = await seedDemoPrograms(app, school.id, moderator);
  await seedDemoCard(app, school.id, template.id, programId);
}

/** A date some days before today, as an ISO date (UTC). */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo diagnostician examines Марко (assigned to them here, as a teacher would in the
 * student's form): a first card about three months ago and one today, both sent to his teacher,
 * so his progress shows a trend; today's card has a family link (decision 034).
 */
async function seedDemoCard(
  app: FastifyInstance,
  workspaceId: number,
  templateId: number,
  programId: number,
) {
  const diagnostician = await actAsDemoUser(app, 'diagnostician@example.com');
  const [marko] = await app.db
    .update(clients)
    .set({ diagnosticianId: diagnostician.user.id })
    .where(and(eq(clients.workspaceId, workspaceId), eq(clients.childName, 'Марко')))
    .returning({ id: clients.id });
  if (!marko) return;
  const cards = app.services.diagnosticCards;
  const examine = async (
    date: string,
    answers: Record<string, unknown>,
    program: { id?: number; note: string },
  ) => {
    const card = await cards.start(diagnostician, {
      workspace_id: workspaceId,
      client_id: marko.id,
      template_id: templateId,
    });
    return cards.send(
      diagnostician,
      card.id,
      DiagnosticCardSaveSchema.parse({
        workspace_id: workspaceId,
        revision: card.revision,
        client_info: card.client_info,
        diagnostic_date: date,
        answers,
        violations: ['dyslalia'],
        recommended_program: program.note,
        recommended_program_id: program.id ?? null,
        parent_request: 'Clear R before school',
      }),
    );
  };
  const first = await examine(
    daysAgo(91),
    {
      request: 'Says "L" instead of "R"; starts school next year',
      history: 'First words at 14 months, phrases at 2.5 years',
      hearing: 'normal',
      breathing: ['mouth', 'short-exhale'],
      'sound-r': 0,
      'sounds-in-words': {
        r: { initial: 0, medial: 0, final: 1 },
        l: { initial: 3, medial: 4, final: 4 },
        s: { initial: 3, medial: 3, final: 3 },
        sh: { initial: 2, medial: 2, final: 3 },
      },
    },
    { note: 'Breathing and articulation games, then setting the sound R' },
  );
  // Three months on, the teacher has long read the first card's notice: the bell shows today's.
  await app.db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(sql`${notifications.payload}->>'card_id' = ${String(first.id)}`);
  const card = await examine(
    daysAgo(0),
    {
      request: 'Says "L" instead of "R"; starts school next year',
      history: 'First words at 14 months, phrases at 2.5 years',
      hearing: 'normal',
      breathing: ['mouth'],
      'sound-r': 1,
      'sounds-in-words': {
        r: { initial: 1, medial: 1, final: 2 },
        l: { initial: 4, medial: 4, final: 4 },
        s: { initial: 3, medial: 4, final: 4 },
        sh: { initial: 3, medial: 3, final: 3 },
      },
    },
    { id: programId, note: 'Start with the warm-up; mother attends the first lessons' },
  );
  await app.services.diagnosticLinks.issueLink(diagnostician, workspaceId, card.id);
}
