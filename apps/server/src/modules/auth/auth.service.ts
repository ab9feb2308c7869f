import { getAvailableWorkspaces, type LoginBody } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import { recordInEachWorkspace } from '../audit/audit.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { resolveActingScope } from './acting-scope.ts';
import * as repo from './auth.repository.ts';

const LOGIN_FAILURE_LIMIT = 10;
const LOGIN_FAILURE_WINDOW_SECONDS = 60;

type Deps = { db: Database; users: UsersService; sessions: SessionsService };

export function createAuthService({ db, users, sessions }: Deps) {
  /** Resolves a bearer token, or says why it no longer works. */
  async function authenticate(
    token: string,
  ): Promise<AuthContext | { failure: 'SESSION_EXPIRED' | 'USER_INACTIVE' }> {
    const found = await sessions.findLive(token);
    if (!found) return { failure: 'SESSION_EXPIRED' };
    const { session, user, assignments } = found;
    if (!user.isActive) {
      await sessions.revoke(session.id);
      return { failure: 'USER_INACTIVE' };
    }
    // An acting session's reach is re-derived with every fresh read: any change to either
    // user's assignments empties the session cache (decision 011), so it is never stale.
    const acting = resolveActingScope(found);
    if (acting === 'ended') {
      await sessions.revoke(session.id);
      return { failure: 'SESSION_EXPIRED' };
    }
    // Built once per cached session: repeated requests reuse it until sign-in state changes.
    found.currentUser ??= await users.toCurrentUser(user, { assignments, acting });
    return { user: found.currentUser, sessionId: session.id };
  }

  /** 10 failures a minute per address and per account, counted in the database. */
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
    const user = await users.findByEmail(body.email);
    // Verify even without an account, so timing does not tell which e-mails exist.
    const isValid = await verifyPassword(
      user?.passwordHash ?? (await getDummyHash()),
      body.password,
    );
    if (!user?.passwordHash || !isValid) {
      await repo.insertFailures(db, subjects);
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (!user.isActive) throw new AppError('USER_INACTIVE');
    await repo.clearFailures(db, accountSubject);
    return sessions.create(user.id, null);
  }

  /**
   * Root may act as any other non-root user, unconfined. A manager may act as a user only when
   * every workspace that user works in is one the manager manages; the session stays confined to
   * those workspaces (decision 014). The start is audited in each workspace the session reaches.
   */
  async function loginAsUser(actor: AuthContext, targetId: number, ip: string): Promise<string> {
    if (actor.user.impersonator) throw new AppError('IMPERSONATION_NOT_ALLOWED');
    const target = await users.findById(targetId);
    if (!target) throw new AppError('NOT_FOUND');
    const targetWorkspaces = getAvailableWorkspaces(await users.listAssignments(target.id)).map(
      (w) => w.workspaceId,
    );
    let reach: number[] | null = null;
    if (!actor.user.isRoot) {
      const managed = await users.listManagedWorkspaceIds(actor.user.id);
      reach = targetWorkspaces.filter((id) => managed.includes(id));
      // A user outside the manager's workspaces stays invisible.
      if (reach.length === 0 || target.isRoot) throw new AppError('NOT_FOUND');
      if (reach.length !== targetWorkspaces.length) {
        throw new AppError('IMPERSONATION_NOT_ALLOWED');
      }
    }
    if (target.id === actor.user.id || target.isRoot) {
      throw new AppError('IMPERSONATION_NOT_ALLOWED');
    }
    if (!target.isActive) throw new AppError('USER_INACTIVE');
    const audited = reach ?? targetWorkspaces;
    return db.transaction(async (tx) => {
      await recordInEachWorkspace(tx, audited, {
        action: 'login_as_user',
        actorId: actor.user.id,
        targetUserId: target.id,
        ip,
      });
      return sessions.create(target.id, { impersonatorId: actor.user.id, workspaceIds: reach }, tx);
    });
  }

  /** Ends an acting session and signs the original user back in. */
  async function returnFromUser(actor: AuthContext, ip: string): Promise<string> {
    const impersonator = actor.user.impersonator;
    if (!impersonator) throw new AppError('NOT_ACTING_AS_USER');
    const original = await users.findById(impersonator.id);
    if (!original?.isActive) throw new AppError('USER_INACTIVE');
    return db.transaction(async (tx) => {
      await sessions.revoke(actor.sessionId, tx);
      await recordInEachWorkspace(
        tx,
        actor.user.workspaces.map((w) => w.workspaceId),
        {
          action: 'return_from_user',
          actorId: original.id,
          targetUserId: actor.user.id,
          ip,
        },
      );
      return sessions.create(original.id, null, tx);
    });
  }

  return {
    authenticate,
    login,
    logout: (sessionId: number) => sessions.revoke(sessionId),
    loginAsUser,
    returnFromUser,
  };
}
