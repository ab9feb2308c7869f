import type { RichTextDoc } from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { exerciseComplexes, recommendedPrograms } from '../../db/schema/index.ts';

type Db = Database | Transaction;
type ListQuery = {
  workspace_id: number;
  term?: string | undefined;
  page: number;
  pageSize: number;
};
type Timestamps = { created_at: string; updated_at: string };

const toTimestamps = <T extends Timestamps>(row: T) => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

const idArray = (ids: number[]) => sql.raw(`'{${ids.join(',')}}'::int[]`);

// --- Exercise complexes --------------------------------------------------------------------------

const SELECT_COMPLEX = sql`
  select x.id, x.workspace_id, x.name, x.created_at, x.updated_at,
    (select count(*)::int from recommended_program_complexes pc where pc.complex_id = x.id)
      as program_count`;

export async function listComplexes(db: Db, query: ListQuery) {
  const term = containsPattern(query.term);
  const where = sql`x.workspace_id = ${query.workspace_id}
    ${term ? sql`and x.name ilike ${term}` : sql``}`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<
      Timestamps & { id: number; workspace_id: number; name: string; program_count: number }
    >(
      sql`${SELECT_COMPLEX} from exercise_complexes x where ${where}
        order by lower(x.name), x.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from exercise_complexes x where ${where}`,
    ),
  ]);
  return { items: rows.map(toTimestamps), total: count[0]?.total ?? 0 };
}

export async function findComplex(db: Db, workspaceId: number, id: number) {
  const { rows } = await db.execute<
    Timestamps & {
      id: number;
      workspace_id: number;
      name: string;
      program_count: number;
      content: RichTextDoc;
    }
  >(sql`${SELECT_COMPLEX}, x.content from exercise_complexes x
    where x.id = ${id} and x.workspace_id = ${workspaceId}`);
  const row = rows[0];
  return row ? toTimestamps(row) : null;
}

export async function insertComplex(
  tx: Db,
  values: { workspaceId: number; name: string; content: RichTextDoc; createdBy: number },
) {
  const [row] = await tx
    .insert(exerciseComplexes)
    .values(values)
    .returning({ id: exerciseComplexes.id });
  if (!row) throw new Error('complex insert returned nothing');
  return row.id;
}

export async function updateComplex(
  db: Db,
  workspaceId: number,
  id: number,
  values: { name: string; content: RichTextDoc },
) {
  const { rowCount } = await db.execute(sql`
    update exercise_complexes
    set name = ${values.name}, content = ${JSON.stringify(values.content)}::jsonb,
      updated_at = now()
    where id = ${id} and workspace_id = ${workspaceId}`);
  return (rowCount ?? 0) > 0;
}

/** The programs that list a complex, by name (what keeps it from being deleted). */
export async function listProgramsOfComplex(db: Db, workspaceId: number, complexId: number) {
  const { rows } = await db.execute<{ id: number; name: string }>(sql`
    select p.id, p.name from recommended_program_complexes pc
    join recommended_programs p on p.id = pc.program_id
    where pc.complex_id = ${complexId} and pc.workspace_id = ${workspaceId}
    order by lower(p.name), p.id`);
  return rows;
}

export async function deleteComplex(db: Db, workspaceId: number, id: number) {
  const { rowCount } = await db.execute(
    sql`delete from exercise_complexes where id = ${id} and workspace_id = ${workspaceId}`,
  );
  return (rowCount ?? 0) > 0;
}

/**
 * How many of `ids` are complexes of the workspace; they stay locked against deletion until the
 * program's save commits.
 */
export async function countWorkspaceComplexes(tx: Transaction, workspaceId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from exercise_complexes
    where workspace_id = ${workspaceId} and id = any(${idArray(ids)})
    for key share`);
  return rows.length;
}

// --- Recommended programs ------------------------------------------------------------------------

const SELECT_PROGRAM = sql`
  select p.id, p.workspace_id, p.name, p.created_at, p.updated_at,
    (select count(*)::int from recommended_program_complexes pc where pc.program_id = p.id)
      as complex_count`;

export async function listPrograms(db: Db, query: ListQuery) {
  const term = containsPattern(query.term);
  const where = sql`p.workspace_id = ${query.workspace_id}
    ${term ? sql`and p.name ilike ${term}` : sql``}`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<
      Timestamps & { id: number; workspace_id: number; name: string; complex_count: number }
    >(
      sql`${SELECT_PROGRAM} from recommended_programs p where ${where}
        order by lower(p.name), p.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from recommended_programs p where ${where}`,
    ),
  ]);
  return { items: rows.map(toTimestamps), total: count[0]?.total ?? 0 };
}

export async function findProgram(db: Db, workspaceId: number, id: number) {
  const { rows } = await db.execute<
    Timestamps & {
      id: number;
      workspace_id: number;
      name: string;
      complex_count: number;
      content: RichTextDoc;
      complexes: { id: number; name: string }[];
    }
  >(sql`${SELECT_PROGRAM}, p.content,
      coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name)
          order by pc.position)
        from recommended_program_complexes pc join exercise_complexes x on x.id = pc.complex_id
        where pc.program_id = p.id), '[]') as complexes
    from recommended_programs p
    where p.id = ${id} and p.workspace_id = ${workspaceId}`);
  const row = rows[0];
  return row ? toTimestamps(row) : null;
}

export async function insertProgram(
  tx: Transaction,
  values: { workspaceId: number; name: string; content: RichTextDoc; createdBy: number },
) {
  const [row] = await tx
    .insert(recommendedPrograms)
    .values(values)
    .returning({ id: recommendedPrograms.id });
  if (!row) throw new Error('program insert returned nothing');
  return row.id;
}

/** Saves name and content; false when the program is not in the workspace (any more). */
export async function updateProgram(
  tx: Transaction,
  workspaceId: number,
  id: number,
  values: { name: string; content: RichTextDoc },
) {
  const { rowCount } = await tx.execute(sql`
    update recommended_programs
    set name = ${values.name}, content = ${JSON.stringify(values.content)}::jsonb,
      updated_at = now()
    where id = ${id} and workspace_id = ${workspaceId}`);
  return (rowCount ?? 0) > 0;
}

export async function replaceProgramComplexes(
  tx: Transaction,
  workspaceId: number,
  programId: number,
  complexIds: number[],
) {
  await tx.execute(sql`delete from recommended_program_complexes
    where program_id = ${programId} and workspace_id = ${workspaceId}`);
  if (complexIds.length === 0) return;
  await tx.execute(sql`
    insert into recommended_program_complexes (workspace_id, program_id, complex_id, position)
    select ${workspaceId}, ${programId}, c.id, c.position - 1
    from unnest(${idArray(complexIds)}) with ordinality as c(id, position)`);
}

/** The filled cards that chose a program: the student's child name and the examination date. */
export async function listCardsOfProgram(db: Db, workspaceId: number, programId: number) {
  const { rows } = await db.execute<{ id: number; child_name: string; diagnostic_date: string }>(
    sql`
    select d.id, c.child_name, d.diagnostic_date::text as diagnostic_date
    from diagnostic_cards d join clients c on c.id = d.client_id
    where d.recommended_program_id = ${programId} and d.workspace_id = ${workspaceId}
    order by d.diagnostic_date desc, d.id desc`,
  );
  return rows;
}

export async function deleteProgram(db: Db, workspaceId: number, id: number) {
  const { rowCount } = await db.execute(
    sql`delete from recommended_programs where id = ${id} and workspace_id = ${workspaceId}`,
  );
  return (rowCount ?? 0) > 0;
}
