import type { PlanBlock, PlanSummary } from '@slovo/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

type Db = Database | Transaction;

/** The status of a plan row `pl`, computed where it is read (spec 4). */
export const PLAN_STATUS_SQL = sql`case when pl.filled_at is not null then 'filled'
  when pl.deadline < now() then 'expired' else 'pending' end`;

type PlanRow = Omit<PlanSummary, 'deadline' | 'filled_at' | 'created_at'> & {
  deadline: string;
  filled_at: string | null;
  created_at: string;
};

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

const SELECT_PLAN = sql`
  select pl.id, pl.protocol_id, pl.number, ${PLAN_STATUS_SQL} as status, pl.deadline,
    pl.filled_at, pl.created_at,
    (select json_build_object('id', u.id, 'name', u.name) from users u
      where u.id = pl.lead_therapist_id) as lead_therapist,
    (select count(*)::int from lessons l where l.plan_id = pl.id) as lessons_total,
    (select count(*)::int from lessons l where l.plan_id = pl.id
      and l.prepared_at is not null) as lessons_prepared,
    (select count(*)::int from lessons l where l.plan_id = pl.id
      and l.finished_at is not null) as lessons_finished
  from plans pl`;

function toPlanSummary(row: PlanRow): PlanSummary {
  return {
    ...row,
    deadline: new Date(row.deadline).toISOString(),
    filled_at: iso(row.filled_at),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function selectPlans(db: Db, where: SQL): Promise<PlanSummary[]> {
  const { rows } = await db.execute<PlanRow>(sql`${SELECT_PLAN} where ${where}
    order by pl.protocol_id, pl.number`);
  return rows.map(toPlanSummary);
}

/** A plan's blocks with what the template offered and what was chosen. */
export async function selectPlanBlocks(db: Db, planId: number): Promise<PlanBlock[]> {
  const { rows } = await db.execute<PlanBlock>(sql`
    select b.id, b.title, b.parent_description, b.educator_description, b.min_presentations,
      b.max_presentations,
      coalesce((select json_agg(json_build_object('category_id', c.id, 'name', c.name,
          'is_folder', c.is_folder, 'parent_description', bc.parent_description,
          'indications', bc.indications) order by bc.position)
        from plan_block_categories bc join categories c on c.id = bc.category_id
        where bc.block_id = b.id), '[]') as categories,
      coalesce((select array_agg(bc.category_id order by bc.position)
        from plan_block_categories bc where bc.block_id = b.id and bc.is_selected), '{}')
        as category_ids
    from plan_blocks b where b.plan_id = ${planId} order by b.position`);
  return rows;
}
