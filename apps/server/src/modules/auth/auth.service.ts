import { getAvailableWorkspaces, type LoginBody } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { getDummyHash, verifyPassword } from '../../lib/passwords.ts';
import type { Throttle, ThrottleRule } from '../../lib/throttle.ts';
import { recordInEachWorkspace } from '../audit/audit.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { resolveActingScope } from './acting-scope.ts';

/** Attempts one address may make at one account. */
const LOGIN_PAIR: ThrottleRule = { name: 'login-pair', limit: 10, windowSeconds: 600 };
/** Attempts one address may make at any accounts (right passwords are given back). */
const LOGIN_ADDRESS: ThrottleRule = { name: 'login-address', limit: 50, windowSeconds: 600 };
/** Wrong passwords for one account, from anywhere: they set its delay, never lock it. */
const LOGIN_ACCOUNT_FAILURES: ThrottleRule = {
  name: 'login-account',
  limit: Number.POSITIVE_INFINITY,
  windowSeconds: 600,
};
/** Failures an account takes before addresses that failed on it must wait. */
const FREE_ACCOUNT_FAILURES = 5;
const MAX_ACCOUNT_DELAY_SECONDS = 30;

/** 1 s after the fifth failure, then doubling, at most 30 s. */
function getAccountDelaySeconds(failures: number): number {
  if (failures < FREE_ACCOUNT_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_ACCOUNT_FAILURES), MAX_ACCOUNT_DELAY_SECONDS);
}

const pairOf = (email: string, ip: string) => `${email}\n${ip}`;

const tooManyAttempts = (seconds: number) =>
  new AppError('TOO_MANY_LOGIN_ATTEMPTS', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });

type Deps = { db: Database; users: UsersService; sessions: SessionsService; throttle: Throttle };

export function createAuthService({ db, users, sessions, throttle }: Deps) {
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

  /**
   * Every attempt is counted before the password is checked, so parallel guesses cannot pass a
   * limit. The account itself is never locked: an address that has not failed on it goes straight
   * to the password check, and one that has waits the account's short, growing delay after its
   * own previous attempt, so however hard others hammer the account, its owner waits at most 30 s.
   */
  async function admitLogin(email: string, ip: string) {
    const pairSubject = pairOf(email, ip);
    const previous = await throttle.peek(LOGIN_PAIR, pairSubject);
    if (previous.hits > 0) {
      const failures = await throttle.peek(LOGIN_ACCOUNT_FAILURES, email);
      const wait = getAccountDelaySeconds(failures.hits) - previous.secondsSinceLast;
      // Refused before anything is counted: waiting out the delay is enough.
      if (wait > 0) throw tooManyAttempts(Math.ceil(wait));
    }
    const pair = await throttle.take(LOGIN_PAIR, pairSubject);
    const address = await throttle.take(LOGIN_ADDRESS, ip);
    if (pair.hits > LOGIN_PAIR.limit) throw tooManyAttempts(pair.secondsLeft);
    if (address.hits > LOGIN_ADDRESS.limit) throw tooManyAttempts(address.secondsLeft);
  }

  async function login(body: LoginBody, ip: string): Promise<string> {
    await admitLogin(body.email, ip);
    const user = await users.findByEmail(body.email);
    // Verify even without an account, so timing does not tell which e-mails exist.
    const isValid = await verifyPassword(
      user?.passwordHash ?? (await getDummyHash()),
      body.password,
    );
    if (!user?.passwordHash || !isValid) {
      await throttle.take(LOGIN_ACCOUNT_FAILURES, body.email);
      throw new AppError('INVALID_CREDENTIALS');
    }
    await throttle.reset(LOGIN_PAIR, pairOf(body.email, ip));
    await throttle.refund(LOGIN_ADDRESS, ip);
    if (!user.isActive) throw new AppError('USER_INACTIVE');
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
