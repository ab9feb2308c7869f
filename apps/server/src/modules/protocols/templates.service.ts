import {
  type BlockCategory,
  ROLE,
  type Template,
  type TemplateInputSchema,
  type TemplateSummary,
  type TemplatesQuerySchema,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import {
  protocolTemplates,
  templateBlockCategories,
  templateBlocks,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';

type TemplateInput = z.output<typeof TemplateInputSchema>;
type TemplatesQuery = z.output<typeof TemplatesQuerySchema>;

type SummaryRow = Omit<TemplateSummary, 'updated_at'> & { updated_at: string };
type BlockRow = {
  id: number;
  title: string;
  parent_description: string;
  educator_description: string;
  min_presentations: number;
  max_presentations: number;
  categories: BlockCategory[];
};

const SELECT_SUMMARY = sql`
  select t.id, t.workspace_id, t.title, t.description, t.updated_at,
    (select count(*)::int from template_blocks b where b.template_id = t.id) as block_count,
    (select count(*)::int from protocols p where p.template_id = t.id) as protocol_count
  from protocol_templates t`;

const toSummary = (row: SummaryRow): TemplateSummary => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Categories of a workspace among `ids`: a template only offers the workspace's own. */
async function assertWorkspaceCategories(
  tx: Transaction,
  workspaceId: number,
  ids: number[],
  path: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from categories
    where workspace_id = ${workspaceId} and id in ${sql.raw(`(${unique.join(',')})`)}`);
  if (rows[0]?.n !== unique.length) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: [{ path, message: 'validation.invalid' }] },
    });
  }
}

/**
 * Protocol templates: moderators write them, teachers read them and make protocols from them.
 * A template is saved whole (its blocks and their categories replaced in one transaction); plans
 * keep their own copy, so editing or deleting a template never changes a running plan.
 */
export function createTemplatesService({ db }: { db: Database }) {
  async function list(query: TemplatesQuery) {
    const term = query.term ? `%${query.term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
    const where = sql`t.workspace_id = ${query.workspace_id}
      ${term ? sql`and lower(t.title) like ${term}` : sql``}`;
    const [{ rows }, { rows: count }] = await Promise.all([
      db.execute<SummaryRow>(sql`${SELECT_SUMMARY} where ${where}
        order by lower(t.title), t.id
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`),
      db.execute<{ total: number }>(
        sql`select count(*)::int as total from protocol_templates t where ${where}`,
      ),
    ]);
    return { items: rows.map(toSummary), total: count[0]?.total ?? 0 };
  }

  async function get(workspaceId: number, id: number, tx: Database | Transaction = db) {
    const { rows } = await tx.execute<SummaryRow>(
      sql`${SELECT_SUMMARY} where t.id = ${id} and t.workspace_id = ${workspaceId}`,
    );
    const summary = rows[0];
    if (!summary) throw new AppError('NOT_FOUND');
    const { rows: blocks } = await tx.execute<BlockRow>(sql`
      select b.id, b.title, b.parent_description, b.educator_description, b.min_presentations,
        b.max_presentations,
        coalesce((select json_agg(json_build_object('category_id', c.id, 'name', c.name,
            'is_folder', c.is_folder, 'parent_description', bc.parent_description,
            'indications', bc.indications) order by bc.position)
          from template_block_categories bc join categories c on c.id = bc.category_id
          where bc.block_id = b.id), '[]') as categories
      from template_blocks b where b.template_id = ${id} order by b.position`);
    return { ...toSummary(summary), blocks } satisfies Template;
  }

  async function writeBlocks(tx: Transaction, templateId: number, input: TemplateInput) {
    await tx.execute(sql`delete from template_blocks where template_id = ${templateId}`);
    for (const [position, block] of input.blocks.entries()) {
      const [row] = await tx
        .insert(templateBlocks)
        .values({
          templateId,
          position,
          title: block.title,
          parentDescription: block.parent_description,
          educatorDescription: block.educator_description,
          minPresentations: block.min_presentations,
          maxPresentations: block.max_presentations,
        })
        .returning({ id: templateBlocks.id });
      if (!row) throw new Error('block insert returned nothing');
      if (block.categories.length > 0) {
        await tx.insert(templateBlockCategories).values(
          block.categories.map((c, index) => ({
            blockId: row.id,
            categoryId: c.category_id,
            position: index,
            parentDescription: c.parent_description,
            indications: c.indications,
          })),
        );
      }
    }
  }

  async function save(auth: AuthContext, id: number | null, input: TemplateInput) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    return db.transaction(async (tx) => {
      await assertWorkspaceCategories(
        tx,
        input.workspace_id,
        input.blocks.flatMap((b) => b.categories.map((c) => c.category_id)),
        'blocks',
      );
      let templateId: number;
      if (id === null) {
        const [row] = await tx
          .insert(protocolTemplates)
          .values({
            workspaceId: input.workspace_id,
            title: input.title,
            description: input.description,
          })
          .returning({ id: protocolTemplates.id });
        if (!row) throw new Error('template insert returned nothing');
        templateId = row.id;
      } else {
        const { rowCount } = await tx.execute(sql`
          update protocol_templates set title = ${input.title},
            description = ${input.description}, updated_at = now()
          where id = ${id} and workspace_id = ${input.workspace_id}`);
        if (!rowCount) throw new AppError('NOT_FOUND');
        templateId = id;
      }
      await writeBlocks(tx, templateId, input);
      return get(input.workspace_id, templateId, tx);
    });
  }

  async function remove(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    const { rowCount } = await db.execute(
      sql`delete from protocol_templates where id = ${id} and workspace_id = ${workspaceId}`,
    );
    if (!rowCount) throw new AppError('NOT_FOUND');
  }

  return {
    list,
    get: (workspaceId: number, id: number) => get(workspaceId, id),
    create: (auth: AuthContext, input: TemplateInput) => save(auth, null, input),
    update: (auth: AuthContext, id: number, input: TemplateInput) => save(auth, id, input),
    remove,
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
