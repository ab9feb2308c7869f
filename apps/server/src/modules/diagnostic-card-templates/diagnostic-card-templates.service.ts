import {
  type DiagnosticTemplateCopySchema,
  type DiagnosticTemplateInputSchema,
  type DiagnosticTemplatesQuerySchema,
  type DiagnosticTemplateUpdateSchema,
  formatMessage,
  type Language,
  ROLE,
  TEMPLATE_TITLE_LENGTH,
} from '@slovo/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import * as repository from './diagnostic-card-templates.repository.ts';

type TemplateInput = z.output<typeof DiagnosticTemplateInputSchema>;
type TemplateUpdate = z.output<typeof DiagnosticTemplateUpdateSchema>;
type TemplateCopy = z.output<typeof DiagnosticTemplateCopySchema>;
type TemplatesQuery = z.output<typeof DiagnosticTemplatesQuerySchema>;

/**
 * "<title> (copy)" in the caller's language, the title shortened (by whole characters) so the
 * copy stays within the length the schema allows, as zod counts it (UTF-16 units).
 */
function buildCopyTitle(title: string, lang: Language) {
  let room =
    TEMPLATE_TITLE_LENGTH.max -
    formatMessage('diagnosticTemplate.copyTitle', lang, { title: '' }).length;
  let base = '';
  for (const character of title) {
    room -= character.length;
    if (room < 0) break;
    base += character;
  }
  return formatMessage('diagnosticTemplate.copyTitle', lang, { title: base });
}

/**
 * Diagnostic card templates: moderators design them, teachers and diagnosticians read them.
 * Every save appends an immutable version (decision 031), so a card keeps what it was made from.
 */
export function createDiagnosticCardTemplatesService({ db }: { db: Database }) {
  async function get(workspaceId: number, id: number, tx: Database | Transaction = db) {
    const template = await repository.findTemplate(tx, workspaceId, id);
    if (!template) throw new AppError('NOT_FOUND');
    return template;
  }

  /** Categories must be the workspace's own: a foreign or missing one is a field error. */
  async function assertCategories(tx: Transaction, workspaceId: number, ids: number[]) {
    if ((await repository.countWorkspaceCategories(tx, workspaceId, ids)) !== ids.length) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: [{ path: 'category_ids', message: 'validation.invalid' }] },
      });
    }
  }

  async function create(auth: AuthContext, input: TemplateInput) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    return db.transaction(async (tx) => {
      await assertCategories(tx, input.workspace_id, input.category_ids);
      const templateId = await repository.insertTemplate(tx, input.workspace_id);
      await repository.insertVersion(tx, {
        workspaceId: input.workspace_id,
        templateId,
        number: 1,
        title: input.title,
        description: input.description,
        blocks: input.blocks,
        createdBy: auth.user.id,
      });
      await repository.replaceCategories(tx, input.workspace_id, templateId, input.category_ids);
      return get(input.workspace_id, templateId, tx);
    });
  }

  async function update(auth: AuthContext, id: number, input: TemplateUpdate) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    return db.transaction(async (tx) => {
      const current = await repository.lockTemplate(tx, input.workspace_id, id);
      if (!current) throw new AppError('NOT_FOUND');
      if (current.archived_at !== null) throw new AppError('DIAGNOSTIC_TEMPLATE_ARCHIVED');
      // Two moderators editing one template: the later save must not silently undo the other.
      if (input.base_version !== undefined && input.base_version !== current.version) {
        throw new AppError('DIAGNOSTIC_TEMPLATE_CHANGED', {
          details: { version: current.version },
        });
      }
      await assertCategories(tx, input.workspace_id, input.category_ids);
      await repository.insertVersion(tx, {
        workspaceId: input.workspace_id,
        templateId: id,
        number: current.version + 1,
        title: input.title,
        description: input.description,
        blocks: input.blocks,
        createdBy: auth.user.id,
      });
      await repository.replaceCategories(tx, input.workspace_id, id, input.category_ids);
      return get(input.workspace_id, id, tx);
    });
  }

  /** A new template (version 1) with the source's current content and categories. */
  async function copy(auth: AuthContext, id: number, input: TemplateCopy, lang: Language) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    const source = await get(input.workspace_id, id);
    return create(auth, {
      workspace_id: input.workspace_id,
      title: input.title ?? buildCopyTitle(source.title, lang),
      description: source.description,
      category_ids: source.categories.map((c) => c.id),
      blocks: source.blocks,
    });
  }

  async function listVersions(workspaceId: number, id: number) {
    const versions = await repository.listVersions(db, workspaceId, id);
    if (!versions) throw new AppError('NOT_FOUND');
    return versions;
  }

  async function getVersion(workspaceId: number, id: number, versionId: number) {
    const version = await repository.findVersion(db, workspaceId, id, versionId);
    if (!version) throw new AppError('NOT_FOUND');
    return version;
  }

  async function setArchived(
    auth: AuthContext,
    workspaceId: number,
    id: number,
    isArchived: boolean,
  ) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    return db.transaction(async (tx) => {
      if (!(await repository.setArchived(tx, workspaceId, id, isArchived))) {
        throw new AppError('NOT_FOUND');
      }
      return get(workspaceId, id, tx);
    });
  }

  /** Only a template no card was made from: the cards' references refuse the rest. */
  async function remove(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    try {
      if (!(await repository.deleteTemplate(db, workspaceId, id))) throw new AppError('NOT_FOUND');
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('DIAGNOSTIC_TEMPLATE_IN_USE');
      throw error;
    }
  }

  return {
    list: (query: TemplatesQuery) => repository.listTemplates(db, query),
    get: (workspaceId: number, id: number) => get(workspaceId, id),
    listVersions,
    getVersion,
    create,
    update,
    copy,
    archive: (auth: AuthContext, workspaceId: number, id: number) =>
      setArchived(auth, workspaceId, id, true),
    restore: (auth: AuthContext, workspaceId: number, id: number) =>
      setArchived(auth, workspaceId, id, false),
    remove,
  };
}
