import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

export type Write = { table: string; op: 'INSERT' | 'UPDATE' | 'DELETE'; changed: string[] | null };

/**
 * Records every row the application inserts, updates or deletes in the test's own database
 * (triggers on all its tables), so a test can tell exactly what a request wrote. Updates name
 * the columns whose values changed.
 */
export async function startWriteLog(db: Database) {
  await db.execute(sql`
    create table test_write_log (
      id bigserial primary key,
      table_name text not null,
      op text not null,
      changed text[]
    )`);
  await db.execute(sql`
    create function test_log_write() returns trigger language plpgsql as $$
    begin
      insert into test_write_log (table_name, op, changed) values (
        TG_TABLE_NAME,
        TG_OP,
        case when TG_OP = 'UPDATE' then (
          select array_agg(n.key order by n.key) from jsonb_each(to_jsonb(NEW)) n
          where to_jsonb(OLD) -> n.key is distinct from n.value
        ) end
      );
      return null;
    end $$`);
  await db.execute(sql`
    do $$
    declare t text;
    begin
      for t in select tablename from pg_tables
        where schemaname = 'public' and tablename <> 'test_write_log'
      loop
        execute format(
          'create trigger test_log_write after insert or update or delete on %I '
          'for each row execute function test_log_write()', t);
      end loop;
    end $$`);

  return {
    /** The writes since the last call. */
    async take(): Promise<Write[]> {
      const { rows } = await db.execute<{
        table: string;
        op: Write['op'];
        changed: string[] | null;
      }>(sql`delete from test_write_log returning table_name as "table", op, changed`);
      return rows;
    },
  };
}
