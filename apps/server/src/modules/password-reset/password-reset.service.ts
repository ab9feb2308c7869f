import {
  DEFAULT_UI_LANGUAGE,
  type Language,
  PASSWORD_RESET_TTL_MINUTES,
  type PasswordResetCompleteBody,
} from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Throttle, ThrottleRule } from '../../lib/throttle.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { UsersService } from '../users/users.service.ts';
import { buildFirstRootMail, buildPasswordResetMail } from './password-reset.mail.ts';
import * as repo from './password-reset.repository.ts';

/** Links asked for one e-mail: enough for a lost mail or two, too few to flood a mailbox. */
const RESET_EMAIL: ThrottleRule = { name: 'reset-email', limit: 5, windowSeconds: 3600 };
/** Links asked from one address over all e-mails, against sweeping many addresses. */
const RESET_ADDRESS: ThrottleRule = { name: 'reset-address', limit: 20, windowSeconds: 3600 };

const tooManyRequests = (seconds: number) =>
  new AppError('TOO_MANY_RESET_REQUESTS', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });

type Deps = {
  db: Database;
  publicUrl: string;
  mailer: Mailer;
  users: UsersService;
  throttle: Throttle;
  log: { error: (details: object, message: string) => void };
};

/** What a start found of the first root account (decision 051), for the start to say. */
export type FirstRootState = 'ready' | 'link-sent' | 'mail-failed' | 'missing';

/** Password reset by e-mail (decision 022). */
export function createPasswordResetService({ db, publicUrl, mailer, users, throttle, log }: Deps) {
  const pending = new Set<Promise<void>>();

  /**
   * Unknown, deactivated and not yet signed-up accounts (an invitation is their way in) get no
   * mail. The account's language is used; one that has not chosen gets the requester's.
   */
  async function sendLink(email: string, requestLanguage: Language) {
    const user = await users.findByEmail(email);
    if (!user?.isActive || !user.passwordHash) return;
    const token = generateToken();
    await repo.insertPasswordReset(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    await mailer.send(
      buildPasswordResetMail({
        to: user.email,
        lang: user.language ?? requestLanguage,
        url: `${publicUrl}/reset-password?token=${token}`,
        minutes: PASSWORD_RESET_TTL_MINUTES,
      }),
    );
  }

  /**
   * Counted per address and per e-mail (whether or not it has an account, so a refusal tells
   * nothing either). The account is looked up and mailed after the answer: the answer, and the
   * time it takes, are the same for every e-mail.
   */
  async function request(email: string, ip: string, language: Language): Promise<void> {
    const address = await throttle.take(RESET_ADDRESS, ip);
    if (address.hits > RESET_ADDRESS.limit) throw tooManyRequests(address.secondsLeft);
    const perEmail = await throttle.take(RESET_EMAIL, email);
    if (perEmail.hits > RESET_EMAIL.limit) throw tooManyRequests(perEmail.secondsLeft);
    const work: Promise<void> = sendLink(email, language)
      // The mailer has logged its own failure; only the error's kind and code are kept here.
      .catch((error: unknown) => log.error({ err: error }, 'password reset link not sent'))
      .finally(() => pending.delete(work));
    pending.add(work);
  }

  /**
   * A start that finds no root account able to sign in (decision 051): the account `email` names
   * becomes root and is mailed a link to set its password. Says what the start should print:
   * `missing` when there is no such account and no address to make it for.
   */
  async function openFirstRoot(email: string | undefined): Promise<FirstRootState> {
    if (email === undefined) return (await users.hasReadyRoot()) ? 'ready' : 'missing';
    const token = generateToken();
    const opened = await db.transaction(async (tx) => {
      const root = await users.openFirstRoot(tx, email);
      if (!root || root.passwordHash) return false;
      await repo.insertPasswordReset(tx, {
        tokenHash: hashToken(token),
        userId: root.id,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
      return true;
    });
    if (!opened) return 'ready';
    try {
      await mailer.send(
        buildFirstRootMail({
          to: email,
          lang: DEFAULT_UI_LANGUAGE,
          url: `${publicUrl}/reset-password?token=${token}`,
          minutes: PASSWORD_RESET_TTL_MINUTES,
        }),
      );
    } catch (error) {
      // The mailer has logged why; the app still starts, and the next start sends a new link.
      log.error({ err: error }, 'first root link not sent');
      return 'mail-failed';
    }
    return 'link-sent';
  }

  async function preview(token: string) {
    const reset = await repo.findUsablePasswordReset(db, hashToken(token), { lock: false });
    if (!reset) throw new AppError('INVALID_RESET_LINK');
    return { email: reset.email };
  }

  /** Sets the password, spends the link (and any older one) and ends every session of the account. */
  async function complete(input: PasswordResetCompleteBody): Promise<void> {
    await db.transaction(async (tx) => {
      const reset = await repo.findUsablePasswordReset(tx, hashToken(input.token), { lock: true });
      if (!reset) throw new AppError('INVALID_RESET_LINK');
      await users.resetPassword(tx, reset.userId, input.password);
      await repo.markPasswordResetsUsed(tx, reset.userId);
    });
  }

  return {
    request,
    openFirstRoot,
    preview,
    complete,
    /** Resolves once every link asked for so far has been sent (or has failed). */
    whenIdle: async () => {
      await Promise.all([...pending]);
    },
  };
}
