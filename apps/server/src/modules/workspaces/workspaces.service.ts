import { type PageMeta, ROLE, type Workspace, type WorkspaceInput } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import * as repo from './workspaces.repository.ts';

/** Archived workspaces do not exist for scoping purposes. */
export async function workspaceExists(db: Database, id: number): Promise<boolean> {
  return (await repo.findLiveWorkspace(db, id)) !== undefined;
}

/**
 * Projects (workspaces). Root sees and changes all; a manager sees the projects they manage,
 * creates new ones (becoming their manager), edits, archives and restores their own.
 * Archiving keeps every row: the project's assignments simply stop counting.
 */
export function createWorkspacesService({
  db,
  members,
}: {
  db: Database;
  members: MembersService;
}) {
  async function get(id: number): Promise<Workspace> {
    const workspace = await repo.findWorkspace(db, id);
    if (!workspace) throw new AppError('NOT_FOUND');
    return workspace;
  }

  async function list(
    actor: AuthContext,
    input: { archived: boolean; search?: string; page: number; pageSize: number },
  ): Promise<{ data: Workspace[]; meta: PageMeta }> {
    const { workspaces, total } = await repo.listWorkspaces(db, {
      ...input,
      managerId: actor.user.isRoot ? null : actor.user.id,
    });
    return { data: workspaces, meta: { total, page: input.page, pageSize: input.pageSize } };
  }

  async function create(actor: AuthContext, input: Required<WorkspaceInput>, ip: string) {
    const id = await db.transaction(async (tx) => {
      const workspaceId = await repo.insertWorkspace(tx, input);
      if (!actor.user.isRoot) {
        await members.addMember(tx, { workspaceId, userId: actor.user.id, roles: [ROLE.manager] });
      }
      await recordAuditEvent(tx, {
        action: 'project_create',
        actorId: actor.user.id,
        workspaceId,
        ip,
        details: { title: input.title },
      });
      return workspaceId;
    });
    return get(id);
  }

  async function update(
    actor: AuthContext,
    id: number,
    input: Required<WorkspaceInput>,
    ip: string,
  ) {
    await db.transaction(async (tx) => {
      if (!(await repo.updateWorkspace(tx, id, input))) throw new AppError('NOT_FOUND');
      await recordAuditEvent(tx, {
        action: 'project_update',
        actorId: actor.user.id,
        workspaceId: id,
        ip,
        details: { title: input.title },
      });
    });
    return get(id);
  }

  async function setArchived(actor: AuthContext, id: number, archived: boolean, ip: string) {
    // A restore names an archived project, which the access hook cannot see: check here.
    if (!actor.user.isRoot && !(await repo.isManagerOf(db, actor.user.id, id))) {
      throw new AppError('NOT_FOUND');
    }
    await db.transaction(async (tx) => {
      if (!(await repo.updateWorkspace(tx, id, { archived }))) throw new AppError('NOT_FOUND');
      await recordAuditEvent(tx, {
        action: archived ? 'project_archive' : 'project_restore',
        actorId: actor.user.id,
        workspaceId: id,
        ip,
      });
    });
    return get(id);
  }

  return {
    list,
    create,
    update,
    archive: (actor: AuthContext, id: number, ip: string) => setArchived(actor, id, true, ip),
    restore: (actor: AuthContext, id: number, ip: string) => setArchived(actor, id, false, ip),
    findLive: (id: number) => repo.findLiveWorkspace(db, id),
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
