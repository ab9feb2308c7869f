import type {
  DiagnosticAnswers,
  DiagnosticBlock,
  DiagnosticCardStatus,
  FamilyProgram,
  Language,
  LessonResult,
  ProgressCard,
  Qualification,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';

type Db = Database | Transaction;

export async function findLinkNonce(db: Db, cardId: number) {
  const { rows } = await db.execute<{ share_nonce: string }>(
    sql`select share_nonce from diagnostic_card_links where card_id = ${cardId}`,
  );
  return rows[0]?.share_nonce ?? null;
}

/** A new link replaces the card's previous one in one statement: the old token stops at once. */
export async function upsertLink(
  db: Db,
  values: { cardId: number; workspaceId: number; nonce: string; hash: string; userId: number },
) {
  await db.execute(sql`
    insert into diagnostic_card_links (card_id, workspace_id, share_nonce, share_token_hash,
      created_by)
    values (${values.cardId}, ${values.workspaceId}, ${values.nonce}, ${values.hash},
      ${values.userId})
    on conflict (card_id) do update set share_nonce = excluded.share_nonce,
      share_token_hash = excluded.share_token_hash, created_by = excluded.created_by,
      created_at = now()`);
}

export async function deleteLink(db: Db, cardId: number) {
  await db.execute(sql`delete from diagnostic_card_links where card_id = ${cardId}`);
}

export type LinkedCardRow = {
  card_id: number;
  workspace_id: number;
  client_id: number;
  template_id: number;
  status: DiagnosticCardStatus;
  card_child_name: string;
  child_name: string;
  language: Language;
  template_title: string;
  diagnostic_date: string;
  blocks: DiagnosticBlock[];
  answers: DiagnosticAnswers;
  violations: Qualification[];
  recommended_program: string;
  program: FamilyProgram | null;
  parent_request: string;
  updated_at: string;
};

/** The sent card a live link opens, of a student still on the books: the one rule of both reads. */
const linkedCard = (tokenHash: string) => sql`
    from diagnostic_card_links l
    join diagnostic_cards d on d.id = l.card_id and d.workspace_id = l.workspace_id
    join clients c on c.id = d.client_id
    join diagnostic_card_template_versions v on v.id = d.template_version_id
    where l.share_token_hash = ${tokenHash} and d.status <> 'draft' and c.archived_at is null`;

/** The sent card a live link opens, of a student still on the books; null for anything else. */
export async function findLinkedCard(db: Db, tokenHash: string) {
  const { rows } = await db.execute<LinkedCardRow>(sql`
    select d.id as card_id, d.workspace_id, d.client_id, v.template_id, d.status,
      d.client_info->>'child_name' as card_child_name, c.child_name, c.language,
      v.title as template_title, d.diagnostic_date::text as diagnostic_date, v.blocks, d.answers,
      d.violations, d.recommended_program, d.parent_request,
      to_json(d.updated_at)#>>'{}' as updated_at,
      (select json_build_object('name', p.name, 'content', p.content, 'complexes',
          coalesce((select json_agg(x.name order by pc.position)
            from recommended_program_complexes pc
            join exercise_complexes x on x.id = pc.complex_id
            where pc.program_id = p.id), '[]'))
        from recommended_programs p
        where p.id = d.recommended_program_id and p.workspace_id = d.workspace_id) as program
    ${linkedCard(tokenHash)}`);
  return rows[0] ?? null;
}

/** The family's language of the card a live link opens; null when it opens none. */
export async function findLinkedCardLanguage(db: Db, tokenHash: string) {
  const { rows } = await db.execute<{ language: Language }>(
    sql`select c.language ${linkedCard(tokenHash)}`,
  );
  return rows[0]?.language ?? null;
}

/** Every sent card of a student, oldest examination first. */
export async function listProgressCards(db: Db, workspaceId: number, clientId: number) {
  const { rows } = await db.execute<ProgressCard>(sql`
    select v.template_id, v.title as template_title, d.diagnostic_date::text as diagnostic_date,
      v.blocks, d.answers
    from diagnostic_cards d
    join diagnostic_card_template_versions v on v.id = d.template_version_id
    where d.workspace_id = ${workspaceId} and d.client_id = ${clientId} and d.status <> 'draft'
    order by d.diagnostic_date, d.id`);
  return rows;
}

const countMarks = (mark: 'correct' | 'incorrect' | 'prompted') =>
  sql`(select count(*)::int from lesson_marks m where m.lesson_id = l.id and m.mark = ${mark})`;

/** The student's finished lessons with the player's marks counted, oldest first. */
export async function listLessonResults(db: Db, workspaceId: number, clientId: number) {
  const { rows } = await db.execute<LessonResult>(sql`
    select l.number, l.title, l.finished_at, ${countMarks('correct')} as correct,
      ${countMarks('incorrect')} as incorrect, ${countMarks('prompted')} as prompted
    from lessons l
    join plans pl on pl.id = l.plan_id
    join protocols p on p.id = pl.protocol_id
    where p.workspace_id = ${workspaceId} and p.client_id = ${clientId}
      and l.finished_at is not null
    order by l.finished_at, l.id`);
  return rows.map((row) => ({ ...row, finished_at: new Date(row.finished_at).toISOString() }));
}
