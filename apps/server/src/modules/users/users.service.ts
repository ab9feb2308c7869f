import type { CurrentUser, ProfileUpdate } from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findUserById, revokeOtherSessions } from '../auth/auth.repository.ts';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { updateUser } from './users.repository.ts';

export function createUsersService({ db, auth }: { db: Database; auth: AuthService }) {
  /** Updates the caller's own profile; a new password ends their other sessions. */
  async function updateProfile(actor: AuthContext, input: ProfileUpdate): Promise<CurrentUser> {
    const userId = actor.user.id;
    let passwordHash: string | undefined;
    if (input.password !== undefined) {
      const current = await findUserById(db, userId);
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
      const row = await updateUser(tx, userId, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.avatar !== undefined ? { avatarUrl: input.avatar } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      if (passwordHash) await revokeOtherSessions(tx, userId, actor.sessionId);
      return row;
    });
    if (!updated) throw new AppError('NOT_FOUND');
    return auth.loadCurrentUser(updated, actor.user.impersonator?.id ?? null);
  }

  return { updateProfile };
}
