import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../lib/auth-context.ts';
import { workspaces } from '../schema/index.ts';

/** The demo school the seed fills, if the demo accounts were just created. */
export async function findDemoSchool(app: FastifyInstance) {
  const [school] = await app.db
    .select()
    .from(workspaces)
    .where(eq(workspaces.title, 'Slovo Demo School'));
  return school;
}

/** Acts as a demo account, as its signed-in requests would. */
export async function actAsDemoUser(app: FastifyInstance, email: string): Promise<AuthContext> {
  const user = await app.services.users.findByEmail(email);
  if (!user) throw new Error(`demo user ${email} is missing`);
  return { user: await app.services.users.toCurrentUser(user), sessionId: 0 };
}
