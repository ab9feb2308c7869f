import type {
  DiagnosticBlock,
  DiagnosticTemplate,
  DiagnosticTemplateSummary,
  DiagnosticTemplatesQuerySchema,
  DiagnosticTemplateVersion,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  diagnosticCardTemplateCategories,
  diagnosticCardTemplates,
  diagnosticCardTemplateVersions,
} from '../../db/schema/index.ts';

type Db = Database | Transaction;
type TemplatesQuery = z.output<typeof DiagnosticTemplatesQuerySchema>;
type Timestamps = { archived_at: string | null; created_at: string; updated_at: string };
type SummaryRow = Omit<DiagnosticTemplateSummary, keyof Timestamps> & Timestamps;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary<T extends SummaryRow>(row: T) {
  return {
    ...row,
    archived_at: iso(row.archived_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A template with its current version: the one with the highest number. */
const selectTemplates = (withBlocks: boolean) => sql`
  select t.id, t.workspace_id, v.title, v.description, v.number as version, v.id as version_id,
    jsonb_array_length(v.blocks) as block_count,
    (select count(*)::int from jsonb_array_elements(v.blocks) b,
      jsonb_array_elements(coalesce(b -> 'questions', '[]'::jsonb))) as question_count,
    t.archived_at, t.created_at, t.updated_at,
    coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name)
        order by lower(c.name), c.id)
      from diagnostic_card_template_categories tc join categories c on c.id = tc.category_id
      where tc.template_id = t.id), '[]') as categories
    ${withBlocks ? sql`, v.blocks` : sql``}
  from diagnostic_card_templates t
  join lateral (select * from diagnostic_card_template_versions v where v.template_id = t.id
    order by v.number desc limit 1) v on true`;

export async function listTemplates(db: Db, query: TemplatesQuery) {
  const term = containsPattern(query.term);
  const where = sql`t.workspace_id = ${query.workspace_id}
    ${query.status === 'active' ? sql`and t.archived_at is null` : sql``}
    ${query.status === 'archived' ? sql`and t.archived_at is not null` : sql``}
    ${term ? sql`and v.title ilike ${term}` : sql``}
    ${
      query.category_id
        ? sql`and exists (select 1 from diagnostic_card_template_categories tc
            where tc.template_id = t.id and tc.category_id = ${query.category_id})`
        : sql``
    }`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<SummaryRow>(sql`${selectTemplates(false)} where ${where}
      order by lower(v.title), t.id
      limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total
      from diagnostic_card_templates t
      join lateral (select title from diagnostic_card_template_versions v
        where v.template_id = t.id order by v.number desc limit 1) v on true
      where ${where}`),
  ]);
  return { items: rows.map(toSummary), total: count[0]?.total ?? 0 };
}

export async function findTemplate(
  db: Db,
  workspaceId: number,
  id: number,
): Promise<DiagnosticTemplate | null> {
  const { rows } = await db.execute<SummaryRow & { blocks: DiagnosticBlock[] }>(
    sql`${selectTemplates(true)} where t.id = ${id} and t.workspace_id = ${workspaceId}`,
  );
  const row = rows[0];
  return row ? toSummary(row) : null;
}

export async function findVersion(
  db: Db,
  workspaceId: number,
  templateId: number,
  versionId: number,
): Promise<DiagnosticTemplateVersion | null> {
  const { rows } = await db.execute<
    Omit<DiagnosticTemplateVersion, 'created_at'> & { created_at: string }
  >(sql`
    select id, template_id, workspace_id, number, title, description, blocks, created_at
    from diagnostic_card_template_versions
    where id = ${versionId} and template_id = ${templateId} and workspace_id = ${workspaceId}`);
  const row = rows[0];
  return row ? { ...row, created_at: new Date(row.created_at).toISOString() } : null;
}

/** The versions of a template, newest first; null when the template is not in the workspace. */
export async function listVersions(db: Db, workspaceId: number, templateId: number) {
  const { rows } = await db.execute<{
    id: number | null;
    number: number;
    title: string;
    created_at: string;
  }>(sql`
    select v.id, v.number, v.title, v.created_at
    from diagnostic_card_templates t
    left join diagnostic_card_template_versions v on v.template_id = t.id
    where t.id = ${templateId} and t.workspace_id = ${workspaceId}
    order by v.number desc`);
  if (rows.length === 0) return null;
  return rows.flatMap((row) =>
    row.id === null
      ? []
      : [{ ...row, id: row.id, created_at: new Date(row.created_at).toISOString() }],
  );
}

/** Locks the template for a save: concurrent saves of one template take turns. */
export async function lockTemplate(tx: Transaction, workspaceId: number, id: number) {
  const { rows } = await tx.execute<{ archived_at: string | null; version: number }>(sql`
    select t.archived_at,
      (select max(number) from diagnostic_card_template_versions v where v.template_id = t.id)
        as version
    from diagnostic_card_templates t
    where t.id = ${id} and t.workspace_id = ${workspaceId}
    for update of t`);
  return rows[0] ?? null;
}

export async function insertTemplate(tx: Transaction, workspaceId: number) {
  const [row] = await tx
    .insert(diagnosticCardTemplates)
    .values({ workspaceId })
    .returning({ id: diagnosticCardTemplates.id });
  if (!row) throw new Error('template insert returned nothing');
  return row.id;
}

export async function insertVersion(
  tx: Transaction,
  values: {
    workspaceId: number;
    templateId: number;
    number: number;
    title: string;
    description: string;
    blocks: DiagnosticBlock[];
    createdBy: number;
  },
) {
  await tx.insert(diagnosticCardTemplateVersions).values(values);
  await tx.execute(
    sql`update diagnostic_card_templates set updated_at = now() where id = ${values.templateId}`,
  );
}

/** How many of `ids` are categories of the workspace. */
export async function countWorkspaceCategories(
  tx: Transaction,
  workspaceId: number,
  ids: number[],
) {
  if (ids.length === 0) return 0;
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from categories
    where workspace_id = ${workspaceId}
      and id = any(${sql.raw(`'{${ids.join(',')}}'::int[]`)})`);
  return rows[0]?.n ?? 0;
}

export async function replaceCategories(
  tx: Transaction,
  workspaceId: number,
  templateId: number,
  categoryIds: number[],
) {
  await tx.execute(sql`delete from diagnostic_card_template_categories
    where template_id = ${templateId} and workspace_id = ${workspaceId}`);
  if (categoryIds.length === 0) return;
  await tx
    .insert(diagnosticCardTemplateCategories)
    .values(categoryIds.map((categoryId) => ({ workspaceId, templateId, categoryId })));
}

/** Archives or restores; false when the template is not in the workspace. */
export async function setArchived(db: Db, workspaceId: number, id: number, isArchived: boolean) {
  const { rowCount } = await db.execute(sql`
    update diagnostic_card_templates
    set archived_at = ${isArchived ? sql`coalesce(archived_at, now())` : sql`null`},
      updated_at = now()
    where id = ${id} and workspace_id = ${workspaceId}`);
  return (rowCount ?? 0) > 0;
}

export async function deleteTemplate(db: Db, workspaceId: number, id: number) {
  const { rowCount } = await db.execute(
    sql`delete from diagnostic_card_templates where id = ${id} and workspace_id = ${workspaceId}`,
  );
  return (rowCount ?? 0) > 0;
}
