import type { PageMeta, ProjectUser, RoleId } from '@slovo/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import { type FileLinks, signAvatar } from '../files/file-links.ts';
import * as repo from './members.repository.ts';

type Target = { workspaceId: number; userId: number };

/**
 * A project's users as its managers (and root) manage them; the access policy has already checked
 * the caller's role in the project. Every change is audited.
 */
export function createMembersService({ db, links }: { db: Database; links: FileLinks }) {
  const withSignedAvatar = <T extends ProjectUser | null>(member: T): T =>
    member && { ...member, avatar: signAvatar(links, member.avatar) };

  async function getMember(
    workspaceId: number,
    userId: number,
    handle: Database | Transaction = db,
  ) {
    const member = await repo.findMember(handle, workspaceId, userId);
    if (!member) throw new AppError('NOT_FOUND');
    return withSignedAvatar(member);
  }

  /** Root accounts are root's alone: no manager changes, invites or resends them (decision 014). */
  async function assertMayChange(
    actor: AuthContext,
    userId: number,
    handle: Database | Transaction = db,
  ) {
    if (!actor.user.isRoot && (await repo.isRootAccount(handle, userId))) {
      throw new AppError('ROOT_ACCOUNT_PROTECTED');
    }
  }

  async function list(input: {
    workspaceId: number;
    search?: string;
    onlyActive: boolean;
    page: number;
    pageSize: number;
  }): Promise<{ data: ProjectUser[]; meta: PageMeta }> {
    const { members, total } = await repo.listMembers(db, input);
    return {
      data: members.map(withSignedAvatar),
      meta: { total, page: input.page, pageSize: input.pageSize },
    };
  }

  async function setRoles(actor: AuthContext, target: Target, roles: RoleId[], ip: string) {
    return db.transaction(async (tx) => {
      const before = await getMember(target.workspaceId, target.userId, tx);
      await assertMayChange(actor, target.userId, tx);
      await repo.updateRoles(tx, target.workspaceId, target.userId, roles);
      await recordAuditEvent(tx, {
        action: 'roles_change',
        actorId: actor.user.id,
        targetUserId: target.userId,
        workspaceId: target.workspaceId,
        ip,
        details: { from: before.roles, to: roles },
      });
      return getMember(target.workspaceId, target.userId, tx);
    });
  }

  /** The last role of a user in a project cannot be removed (spec 5). */
  async function removeRole(actor: AuthContext, target: Target, role: RoleId, ip: string) {
    return db.transaction(async (tx) => {
      await getMember(target.workspaceId, target.userId, tx);
      await assertMayChange(actor, target.userId, tx);
      const isRemoved = await repo.removeRoleUnlessLast(
        tx,
        target.workspaceId,
        target.userId,
        role,
      );
      const member = await getMember(target.workspaceId, target.userId, tx);
      if (!isRemoved) {
        if (member.roles.includes(role)) throw new AppError('LAST_ROLE');
        return member;
      }
      await recordAuditEvent(tx, {
        action: 'role_remove',
        actorId: actor.user.id,
        targetUserId: target.userId,
        workspaceId: target.workspaceId,
        ip,
        details: { role },
      });
      return member;
    });
  }

  async function setActive(actor: AuthContext, target: Target, isActive: boolean, ip: string) {
    return db.transaction(async (tx) => {
      const member = await getMember(target.workspaceId, target.userId, tx);
      await assertMayChange(actor, target.userId, tx);
      if (!(await repo.setActive(tx, target.workspaceId, target.userId, isActive))) {
        throw new AppError('INVITATION_PENDING', { params: { email: member.email } });
      }
      await recordAuditEvent(tx, {
        action: isActive ? 'activate' : 'deactivate',
        actorId: actor.user.id,
        targetUserId: target.userId,
        workspaceId: target.workspaceId,
        ip,
      });
      return getMember(target.workspaceId, target.userId, tx);
    });
  }

  async function remove(actor: AuthContext, target: Target, ip: string) {
    await db.transaction(async (tx) => {
      await getMember(target.workspaceId, target.userId, tx);
      await assertMayChange(actor, target.userId, tx);
      await repo.deleteAssignment(tx, target.workspaceId, target.userId);
      await recordAuditEvent(tx, {
        action: 'remove_from_project',
        actorId: actor.user.id,
        targetUserId: target.userId,
        workspaceId: target.workspaceId,
        ip,
      });
    });
  }

  return {
    list,
    assertMayChange,
    get: (target: Target) => getMember(target.workspaceId, target.userId),
    findMember: async (workspaceId: number, userId: number, handle: Database | Transaction = db) =>
      withSignedAvatar(await repo.findMember(handle, workspaceId, userId)),
    addMember: (
      handle: Database | Transaction,
      values: {
        workspaceId: number;
        userId: number;
        roles: RoleId[];
        awaitingAcceptance?: boolean;
      },
    ) => repo.insertAssignment(handle, values),
    acceptPlace: (handle: Transaction, workspaceId: number, userId: number) =>
      repo.acceptPlace(handle, workspaceId, userId),
    setRoles,
    removeRole,
    setActive,
    remove,
  };
}

export type MembersService = ReturnType<typeof createMembersService>;
