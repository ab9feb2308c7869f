import { EXERCISE_STATUS, TicketCreateSchema, TicketMoveSchema } from '@slovo/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exercises } from '../schema/index.ts';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

/**
 * Two complaint tickets of the demo school (decision 040), made through the service people use:
 * the teacher's report about a slide of a microblock, still new, and the author's general one,
 * which the moderator took into work and answered.
 */
export async function seedDemoTickets(app: FastifyInstance): Promise<void> {
  const school = await findDemoSchool(app);
  if (!school) return;
  const [microblock] = await app.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.workspaceId, school.id),
        isNull(exercises.sourceId),
        eq(exercises.statusId, EXERCISE_STATUS.accepted),
      ),
    )
    .orderBy(asc(exercises.id))
    .limit(1);
  const teacher = await actAsDemoUser(app, 'teacher@example.com');
  const author = await actAsDemoUser(app, 'author@example.com');
  const moderator = await actAsDemoUser(app, 'moderator@example.com');
  const tickets = app.services.tickets;
  if (microblock) {
    await tickets.create(
      teacher,
      TicketCreateSchema.parse({
        workspace_id: school.id,
        exercise_id: microblock.id,
        slide_position: 2,
        description: 'The picture on this slide is cut off on the right on a tablet.',
      }),
      'en',
    );
  }
  const general = await tickets.create(
    author,
    TicketCreateSchema.parse({
      workspace_id: school.id,
      description: 'Please add a tag for the sound Ш: there is none to choose.',
    }),
    'en',
  );
  await tickets.move(
    moderator,
    general.id,
    TicketMoveSchema.parse({ workspace_id: school.id, state: 'in_process' }),
  );
  await tickets.reply(moderator, school.id, general.id, 'Thank you, the tag comes this week.');
}
