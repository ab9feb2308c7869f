import {
  type Assignment,
  type CurrentUser,
  getAvailableWorkspaces,
  type Language,
  type ProfileUpdate,
} from '@slovo/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type FileLinks, signAvatar } from '../files/file-links.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import * as repo from './users.repository.ts';

/**
 * Whom an acting session acts for and where it may work: `workspaceIds` null is unconfined
 * (root acting), otherwise only these workspaces count (decision 014).
 */
export type ActingScope = {
  impersonator: NonNullable<CurrentUser['impersonator']>;
  workspaceIds: number[] | null;
};

/** An account's name until its owner gives one: the address's local part. */
const nameFromEmail = (email: string) => email.split('@')[0] ?? email;

export function createUsersService({
  db,
  sessions,
  links,
}: {
  db: Database;
  sessions: SessionsService;
  links: FileLinks;
}) {
  /** The profile fields of the client's view of a user (the avatar as a signed link). */
  const withProfile = (user: UserRow) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: signAvatar(links, user.avatarUrl),
  });

  /**
   * The user as the client sees them, with the workspaces they may work in (`assignments` when
   * the caller already read them); an acting session sees only the workspaces of its scope.
   */
  async function toCurrentUser(
    user: UserRow,
    options: { assignments?: Assignment[]; acting?: ActingScope | null } = {},
  ): Promise<CurrentUser> {
    const assignments = options.assignments ?? (await repo.listAssignments(db, user.id));
    const reach = options.acting?.workspaceIds ?? null;
    const workspaces = user.isRoot ? [] : getAvailableWorkspaces(assignments);
    return {
      ...withProfile(user),
      isRoot: user.isRoot,
      isActive: user.isActive,
      language: user.language,
      workspaces: reach ? workspaces.filter((w) => reach.includes(w.workspaceId)) : workspaces,
      impersonator: options.acting?.impersonator ?? null,
    };
  }

  /** Updates the caller's own profile; a new password ends their other sessions. */
  async function updateProfile(actor: AuthContext, input: ProfileUpdate): Promise<CurrentUser> {
    const userId = actor.user.id;
    let passwordHash: string | undefined;
    if (input.password !== undefined) {
      const current = await repo.findUserById(db, userId);
      const isValid =
        current?.passwordHash &&
        (await verifyPassword(current.passwordHash, input.oldPassword ?? ''));
      if (!isValid) {
        throw new AppError('WRONG_OLD_PASSWORD', {
          details: { fields: [{ path: 'oldPassword' }] },
        });
      }
      passwordHash = await hashPassword(input.password);
    }
    const updated = await db.transaction(async (tx) => {
      const row = await repo.updateUser(tx, userId, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.avatar !== undefined ? { avatarUrl: input.avatar } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash) await sessions.revokeOthers(userId, actor.sessionId, tx);
      return row;
    });
    if (!updated) throw new AppError('NOT_FOUND');
    return { ...actor.user, ...withProfile(updated), language: updated.language };
  }

  /** A password set through a reset link: every session of the account ends (decision 022). */
  async function resetPassword(tx: Transaction, userId: number, password: string) {
    await repo.updateUser(tx, userId, { passwordHash: await hashPassword(password) });
    await sessions.revokeAll(userId, tx);
  }

  return {
    findById: (id: number, handle: Database | Transaction = db) => repo.findUserById(handle, id),
    findByEmail: (email: string) => repo.findUserByEmail(db, email),
    listAssignments: (userId: number) => repo.listAssignments(db, userId),
    listManagedWorkspaceIds: (userId: number) => repo.listManagedWorkspaceIds(db, userId),
    toCurrentUser,
    updateProfile,
    resetPassword,
    /**
     * An account created by an invitation: no password and no language until the invitee signs
     * up (in the language they use then).
     */
    createInvited: (handle: Database | Transaction, email: string) =>
      repo.insertUser(handle, { email, name: nameFromEmail(email) }),
    hasReadyRoot: (handle: Database | Transaction = db) => repo.hasReadyRoot(handle),
    /**
     * While no root account can sign in (decision 051): the account `email` names becomes root,
     * made like an invited account when missing. Null once some root account has a password.
     * One start at a time: two processes starting together make the account once.
     */
    openFirstRoot: async (tx: Transaction, email: string) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('slovo-first-root'))`);
      if (await repo.hasReadyRoot(tx)) return null;
      return repo.upsertRoot(tx, { email, name: nameFromEmail(email) });
    },
    completeRegistration: async (
      handle: Database | Transaction,
      userId: number,
      input: { name: string; password: string; language: Language | null },
    ) => {
      await repo.updateUser(handle, userId, {
        name: input.name,
        passwordHash: await hashPassword(input.password),
        ...(input.language ? { language: input.language } : {}),
      });
    },
    setAvatar: async (actor: AuthContext, avatarUrl: string) => {
      const row = await repo.updateUser(db, actor.user.id, { avatarUrl });
      if (!row) throw new AppError('NOT_FOUND');
      return { ...actor.user, ...withProfile(row) };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
