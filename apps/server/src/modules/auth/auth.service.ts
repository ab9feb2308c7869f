import { type CurrentUser, getAvailableWorkspaces, type LoginBody } from '@slovo/contracts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { AUDIT_ACTION, recordAuditEvent } from '../audit/audit.service.ts';
import * as repo from './auth.repository.ts';

/** Who is calling: the signed-in user as the client sees them, and their session. */
export type AuthContext = { user: CurrentUser; sessionId: number };

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_SECONDS = 60;

type Deps = { db: Database; config: Config };

export function createAuthService({ db, config }: Deps) {
  async function loadCurrentUser(
    user: UserRow,
    impersonatorId: number | null,
  ): Promise<CurrentUser> {
    const [assignments, impersonator] = await Promise.all([
      repo.listAssignments(db, user.id),
      impersonatorId === null ? undefined : repo.findUserById(db, impersonatorId),
    ]);
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      avatar: user.avatarUrl,
      isRoot: user.isRoot,
      isActive: user.isActive,
      workspaces: user.isRoot ? [] : getAvailableWorkspaces(assignments),
      impersonator: impersonator
        ? { id: impersonator.id, name: impersonator.name, email: impersonator.email }
        : null,
    };
  }

  async function createSession(
    handle: Database | Transaction,
    userId: number,
    impersonatorId: number | null,
  ): Promise<string> {
    const token = generateToken();
    await repo.insertSession(handle, {
      tokenHash: hashToken(token),
      userId,
      impersonatorId,
      expiresAt: new Date(Date.now() + config.session.absoluteMs),
    });
    return token;
  }

  /** Resolves a bearer token, or says why it no longer works. */
  async function authenticate(
    token: string,
  ): Promise<AuthContext | { failure: 'SESSION_EXPIRED' | 'USER_INACTIVE' }> {
    const session = await repo.findLiveSession(db, hashToken(token));
    if (!session || Date.now() - session.lastUsedAt.getTime() > config.session.idleMs) {
      return { failure: 'SESSION_EXPIRED' };
    }
    const user = await repo.findUserById(db, session.userId);
    if (!user) return { failure: 'SESSION_EXPIRED' };
    if (!user.isActive) {
      await repo.revokeSession(db, session.id);
      return { failure: 'USER_INACTIVE' };
    }
    await repo.touchSession(db, session.id);
    return { user: await loadCurrentUser(user, session.impersonatorId), sessionId: session.id };
  }

  async function assertLoginAllowed(subjects: string[]) {
    const rows = await repo.countRecentFailures(db, subjects, LOGIN_FAILURE_WINDOW_SECONDS);
    const blocked = rows.filter((r) => r.count >= LOGIN_FAILURE_LIMIT);
    if (blocked.length === 0) return;
    const oldest = Math.max(...blocked.map((r) => new Date(r.oldest).getTime()));
    const seconds = Math.max(
      1,
      Math.ceil((oldest + LOGIN_FAILURE_WINDOW_SECONDS * 1000 - Date.now()) / 1000),
    );
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
      params: { seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }

  async function login(body: LoginBody, ip: string): Promise<string> {
    const accountSubject = `account:${body.email}`;
    const subjects = [`ip:${ip}`, accountSubject];
    await assertLoginAllowed(subjects);
    const user = await repo.findUserByEmail(db, body.email);
    // Verify even without an account, so timing does not tell which e-mails exist.
    const isValid = await verifyPassword(
      user?.passwordHash ?? (await getDummyHash()),
      body.password,
    );
    if (!user || !user.passwordHash || !isValid) {
      await repo.insertFailures(db, subjects);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!user.isActive) throw new AppError('USER_INACTIVE');
    await repo.clearFailures(db, accountSubject);
    return createSession(db, user.id, null);
  }

  function logout(sessionId: number) {
    return repo.revokeSession(db, sessionId);
  }

  /**
   * Root may act as any other non-root user. A manager may act as a user only when every
   * workspace that user works in is one the manager manages, so acting never widens their reach.
   */
  async function loginAsUser(actor: AuthContext, targetId: number, ip: string): Promise<string> {
    if (actor.user.impersonator) throw new AppError('IMPERSONATION_NOT_ALLOWED');
    const target = await repo.findUserById(db, targetId);
    if (!target) throw new AppError('NOT_FOUND');
    if (!actor.user.isRoot) {
      const managed = await repo.listManagedWorkspaceIds(db, actor.user.id);
      const targetWorkspaces = getAvailableWorkspaces(await repo.listAssignments(db, target.id));
      const shared = targetWorkspaces.filter((w) => managed.includes(w.workspaceId));
      // A user outside the manager's workspaces stays invisible.
      if (shared.length === 0 || target.isRoot) throw new AppError('NOT_FOUND');
      if (shared.length !== targetWorkspaces.length) {
        throw new AppError('IMPERSONATION_NOT_ALLOWED');
      }
    }
    if (target.id === actor.user.id || target.isRoot) {
      throw new AppError('IMPERSONATION_NOT_ALLOWED');
    }
    if (!target.isActive) throw new AppError('USER_INACTIVE');
    return db.transaction(async (tx) => {
      await recordAuditEvent(tx, {
        action: AUDIT_ACTION.loginAsUser,
        actorId: actor.user.id,
        targetUserId: target.id,
        ip,
      });
      return createSession(tx, target.id, actor.user.id);
    });
  }

  /** Ends an acting session and signs the original user back in. */
  async function returnFromUser(actor: AuthContext, ip: string): Promise<string> {
    const impersonator = actor.user.impersonator;
    if (!impersonator) throw new AppError('NOT_ACTING_AS_USER');
    const original = await repo.findUserById(db, impersonator.id);
    if (!original?.isActive) throw new AppError('USER_INACTIVE');
    return db.transaction(async (tx) => {
      await repo.revokeSession(tx, actor.sessionId);
      await recordAuditEvent(tx, {
        action: AUDIT_ACTION.returnFromUser,
        actorId: original.id,
        targetUserId: actor.user.id,
        ip,
      });
      return createSession(tx, original.id, null);
    });
  }

  return {
    authenticate,
    loadCurrentUser,
    login,
    logout,
    loginAsUser,
    returnFromUser,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
