import type {
  DiagnosticAnswers,
  DiagnosticBlock,
  DiagnosticCardClientInfo,
  DiagnosticCardStatus,
  Qualification,
} from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { diagnosticCards } from '../../db/schema/index.ts';

type Db = Database | Transaction;

/** A card's row as the service needs it: with its student's assignees and its version. */
export type CardRow = {
  id: number;
  workspace_id: number;
  client_id: number;
  template_id: number;
  template_version_id: number;
  template_version: number;
  template_title: string;
  status: DiagnosticCardStatus;
  client_info: DiagnosticCardClientInfo;
  diagnostic_date: string;
  answers: DiagnosticAnswers;
  violations: Qualification[];
  recommended_program: string;
  recommended_program_id: number | null;
  recommended_program_name: string | null;
  parent_request: string;
  revision: number;
  created_by: { id: number; name: string } | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
  client_teacher_id: number | null;
  client_diagnostician_id: number | null;
};

export type CardRowWithBlocks = CardRow & { blocks: DiagnosticBlock[] };

const selectCards = (withBlocks: boolean) => sql`
  select d.id, d.workspace_id, d.client_id, v.template_id, d.template_version_id,
    v.number as template_version, v.title as template_title, d.status, d.client_info,
    d.diagnostic_date::text as diagnostic_date, d.answers, d.violations, d.recommended_program,
    d.recommended_program_id,
    (select p.name from recommended_programs p where p.id = d.recommended_program_id)
      as recommended_program_name,
    d.parent_request, d.revision, d.sent_at, d.created_at, d.updated_at,
    (select json_build_object('id', u.id, 'name', u.name) from users u
      where u.id = d.created_by) as created_by,
    c.teacher_id as client_teacher_id, c.diagnostician_id as client_diagnostician_id
    ${withBlocks ? sql`, v.blocks` : sql``}
  from diagnostic_cards d
  join diagnostic_card_template_versions v on v.id = d.template_version_id
  join clients c on c.id = d.client_id`;

export async function findCard(
  db: Db,
  workspaceId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CardRowWithBlocks | null> {
  const { rows } = await db.execute<CardRowWithBlocks>(sql`${selectCards(true)}
    where d.id = ${id} and d.workspace_id = ${workspaceId}
    ${options.lock ? sql`for update of d` : sql``}`);
  return rows[0] ?? null;
}

/** The cards of some students, newest examination first. */
export async function listCards(db: Db, workspaceId: number, clientIds: number[]) {
  if (clientIds.length === 0) return [];
  const { rows } = await db.execute<CardRow>(sql`${selectCards(false)}
    where d.workspace_id = ${workspaceId}
      and d.client_id = any(${sql.raw(`'{${clientIds.join(',')}}'::int[]`)})
    order by d.diagnostic_date desc, d.id desc`);
  return rows;
}

export type StudentRow = {
  id: number;
  workspace_id: number;
  child_name: string;
  client_name: string;
  contact_email: string;
  contact_phone: string;
  birth_date: string | null;
  teacher_id: number | null;
  diagnostician_id: number | null;
  archived_at: string | null;
};

const SELECT_STUDENT = sql`
  select c.id, c.workspace_id, c.child_name, c.client_name, c.contact_email, c.contact_phone,
    c.birth_date::text as birth_date, c.teacher_id, c.diagnostician_id, c.archived_at
  from clients c`;

export async function findStudent(db: Db, workspaceId: number, id: number) {
  const { rows } = await db.execute<StudentRow>(
    sql`${SELECT_STUDENT} where c.id = ${id} and c.workspace_id = ${workspaceId}`,
  );
  return rows[0] ?? null;
}

/** Active students assigned to the user as their diagnostician and/or their teacher. */
export async function listAssignedStudents(
  db: Db,
  workspaceId: number,
  userId: number,
  as: { diagnostician: boolean; teacher: boolean },
) {
  const { rows } = await db.execute<StudentRow>(sql`${SELECT_STUDENT}
    where c.workspace_id = ${workspaceId} and c.archived_at is null
      and ((${as.diagnostician} and c.diagnostician_id = ${userId})
        or (${as.teacher} and c.teacher_id = ${userId}))
    order by lower(c.child_name), c.id`);
  return rows;
}

/** The current version of a template of the workspace, and whether the template is archived. */
export async function findCurrentVersion(db: Db, workspaceId: number, templateId: number) {
  const { rows } = await db.execute<{ id: number; archived_at: string | null }>(sql`
    select v.id, t.archived_at
    from diagnostic_card_templates t
    join lateral (select id from diagnostic_card_template_versions v where v.template_id = t.id
      order by v.number desc limit 1) v on true
    where t.id = ${templateId} and t.workspace_id = ${workspaceId}`);
  return rows[0] ?? null;
}

export async function insertCard(
  tx: Transaction,
  values: {
    workspaceId: number;
    clientId: number;
    templateVersionId: number;
    clientInfo: DiagnosticCardClientInfo;
    diagnosticDate: string;
    createdBy: number;
  },
) {
  const [row] = await tx
    .insert(diagnosticCards)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: diagnosticCards.id });
  if (!row) throw new Error('diagnostic card insert returned nothing');
  return row.id;
}

export async function updateContent(
  tx: Transaction,
  id: number,
  values: {
    clientInfo: DiagnosticCardClientInfo;
    diagnosticDate: string;
    answers: DiagnosticAnswers;
    violations: Qualification[];
    recommendedProgram: string;
    /** Undefined keeps the chosen program. */
    recommendedProgramId: number | null | undefined;
    parentRequest: string;
    updatedBy: number;
    send: boolean;
  },
) {
  const { send, ...content } = values;
  await tx
    .update(diagnosticCards)
    .set({
      ...content,
      ...(send ? { status: 'sent' as const, sentAt: sql`now()` } : {}),
      revision: sql`${diagnosticCards.revision} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(diagnosticCards.id, id));
}

export async function updateStatus(
  tx: Transaction,
  id: number,
  status: DiagnosticCardStatus,
  userId: number,
) {
  await tx.execute(sql`
    update diagnostic_cards set status = ${status}, updated_by = ${userId},
      revision = revision + 1, updated_at = now()
    where id = ${id}`);
}

/**
 * The student's earlier cards of the same template that are not drafts, newest examination
 * first: "earlier" by examination date, then by creation among cards of the same day.
 */
export async function listEarlierCards(
  db: Db,
  card: {
    id: number;
    workspace_id: number;
    client_id: number;
    template_id: number;
    diagnostic_date: string;
  },
) {
  const { rows } = await db.execute<{
    id: number;
    diagnostic_date: string;
    answers: DiagnosticAnswers;
    blocks: DiagnosticBlock[];
  }>(sql`
    select d.id, d.diagnostic_date::text as diagnostic_date, d.answers, v.blocks
    from diagnostic_cards d
    join diagnostic_card_template_versions v on v.id = d.template_version_id
    where d.workspace_id = ${card.workspace_id} and d.client_id = ${card.client_id}
      and v.template_id = ${card.template_id} and d.status <> 'draft' and d.id <> ${card.id}
      and (d.diagnostic_date, d.id) < (${card.diagnostic_date}::date, ${card.id})
    order by d.diagnostic_date desc, d.id desc
    limit 20`);
  return rows;
}

/** Whether the user is an active teacher of the project (a therapist who can open the card). */
export async function isActiveTeacher(db: Db, workspaceId: number, userId: number) {
  const { rows } = await db.execute<{ ok: boolean }>(sql`
    select true as ok from assignments a join users u on u.id = a.user_id
    where a.user_id = ${userId} and a.workspace_id = ${workspaceId} and a.is_active
      and u.is_active and ${ROLE.teacher} = any(a.roles)`);
  return rows.length > 0;
}

/**
 * Whether the workspace has this recommended program (a card may choose only its own); the row
 * stays locked against deletion until the card's save commits.
 */
export async function hasProgram(tx: Transaction, workspaceId: number, id: number) {
  const { rows } = await tx.execute(sql`select 1 from recommended_programs
    where id = ${id} and workspace_id = ${workspaceId} for key share`);
  return rows.length > 0;
}
