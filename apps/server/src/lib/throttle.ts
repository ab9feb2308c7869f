import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashToken } from './tokens.ts';

/** A limit: at most `limit` hits per subject in a fixed window of `windowSeconds`. */
export type ThrottleRule = { name: string; limit: number; windowSeconds: number };

type ThrottleCount = {
  /** Hits in the current window, this one included when it was taken. */
  hits: number;
  /** Whole seconds until the window ends (at least 1). */
  secondsLeft: number;
  /** Seconds since the latest hit (0 right after `take`). */
  secondsSinceLast: number;
};

type CountRow = { hits: number; seconds_left: number; seconds_since_last: number };

// The subject (an e-mail, an address) is hashed: the table never holds who was throttled.
const keyOf = (rule: ThrottleRule, subject: string) => `${rule.name}:${hashToken(subject)}`;

const toCount = (row: CountRow | undefined): ThrottleCount => ({
  hits: row?.hits ?? 0,
  secondsLeft: Math.max(1, Math.ceil(row?.seconds_left ?? 1)),
  secondsSinceLast: row?.seconds_since_last ?? 0,
});

/**
 * Counters in PostgreSQL, shared by every process. `take` is one atomic upsert: parallel callers
 * queue on the row, so each sees its own count and a burst never passes more than the limit.
 */
export function createThrottle(db: Database) {
  /** Counts a hit and answers the count after it. */
  async function take(rule: ThrottleRule, subject: string): Promise<ThrottleCount> {
    const { rows } = await db.execute<CountRow>(sql`
      insert into throttle_counters as t (key, hits, window_ends_at, last_hit_at)
      values (${keyOf(rule, subject)}, 1, now() + make_interval(secs => ${rule.windowSeconds}),
        now())
      on conflict (key) do update set
        hits = case when t.window_ends_at <= now() then 1 else t.hits + 1 end,
        window_ends_at = case when t.window_ends_at <= now()
          then now() + make_interval(secs => ${rule.windowSeconds}) else t.window_ends_at end,
        last_hit_at = now()
      returning hits, extract(epoch from window_ends_at - now())::float8 as seconds_left,
        0 as seconds_since_last`);
    const count = toCount(rows[0]);
    // A new window is rare for a subject: a good moment to forget windows long over.
    if (count.hits === 1) {
      await db.execute(
        sql`delete from throttle_counters where window_ends_at < now() - interval '1 hour'`,
      );
    }
    return count;
  }

  /** The count without adding to it. */
  async function peek(rule: ThrottleRule, subject: string): Promise<ThrottleCount> {
    const { rows } = await db.execute<CountRow>(sql`
      select hits, extract(epoch from window_ends_at - now())::float8 as seconds_left,
        extract(epoch from now() - last_hit_at)::float8 as seconds_since_last
      from throttle_counters where key = ${keyOf(rule, subject)} and window_ends_at > now()`);
    return toCount(rows[0]);
  }

  /** Gives back a hit that turned out to be legitimate (a right password). */
  async function refund(rule: ThrottleRule, subject: string): Promise<void> {
    await db.execute(sql`update throttle_counters set hits = greatest(hits - 1, 0)
      where key = ${keyOf(rule, subject)}`);
  }

  /** Forgets the subject's window. */
  async function reset(rule: ThrottleRule, subject: string): Promise<void> {
    await db.execute(sql`delete from throttle_counters where key = ${keyOf(rule, subject)}`);
  }

  return { take, peek, refund, reset };
}

export type Throttle = ReturnType<typeof createThrottle>;
