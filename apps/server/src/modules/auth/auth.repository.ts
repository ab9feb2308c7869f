import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

/** Failures per subject in the last `windowSeconds`, with the oldest one's time. */
export async function countRecentFailures(db: Database, subjects: string[], windowSeconds: number) {
  return db
    .select({
      subject: loginFailures.subject,
      count: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${loginFailures.at})`,
    })
    .from(loginFailures)
    .where(
      and(
        inArray(loginFailures.subject, subjects),
        gt(loginFailures.at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .groupBy(loginFailures.subject);
}

export async function insertFailures(db: Database, subjects: string[]) {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
  await db.delete(loginFailures).where(lt(loginFailures.at, sql`now() - interval '1 hour'`));
}

export async function clearFailures(db: Database, subject: string) {
  await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
}
