import { INVITATION_TTL_DAYS, type Language, type RoleId } from '@slovo/contracts';
import type { Config } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { Mailer } from '../../lib/mail.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { recordAuditEvent } from '../audit/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { WorkspacesService } from '../workspaces/workspaces.service.ts';
import { buildInvitationMail } from './invitations.mail.ts';
import * as repo from './invitations.repository.ts';

type Deps = {
  db: Database;
  config: Config;
  mailer: Mailer;
  users: UsersService;
  members: MembersService;
  workspaces: WorkspacesService;
  sessions: SessionsService;
};

type InviteInput = { email: string; workspaceId: number; roles: RoleId[]; lang: Language };

/**
 * Invitations by e-mail. Each write and its e-mail happen in one transaction: when the mail
 * cannot be sent, nothing is kept and the manager can simply try again.
 */
export function createInvitationsService(deps: Deps) {
  const { db, config, mailer, users, members, workspaces, sessions } = deps;

  async function getLiveWorkspace(workspaceId: number) {
    const workspace = await workspaces.findLive(workspaceId);
    if (!workspace) throw new AppError('NOT_FOUND');
    return workspace;
  }

  async function sendInvitation(
    tx: Transaction,
    input: {
      userId: number;
      email: string;
      workspaceId: number;
      project: string;
      roles: RoleId[];
      hasAccount: boolean;
    },
    actor: AuthContext,
    lang: Language,
  ) {
    const token = generateToken();
    await repo.insertInvitation(tx, {
      tokenHash: hashToken(token),
      userId: input.userId,
      workspaceId: input.workspaceId,
      invitedBy: actor.user.id,
      expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    });
    await mailer.send(
      buildInvitationMail({
        to: input.email,
        lang,
        project: input.project,
        roles: input.roles,
        url: `${config.publicUrl}/accept-invite?token=${token}`,
        days: INVITATION_TTL_DAYS,
        hasAccount: input.hasAccount,
      }),
    );
  }

  /** A new e-mail gets an account awaiting confirmation, a place in the project and a link. */
  async function invite(actor: AuthContext, input: InviteInput, ip: string) {
    const workspace = await getLiveWorkspace(input.workspaceId);
    const existing = await users.findByEmail(input.email);
    if (existing) {
      const isMember = await members.findMember(input.workspaceId, existing.id);
      throw new AppError(isMember ? 'USER_EXISTS' : 'ACCOUNT_EXISTS', {
        params: { email: input.email },
      });
    }
    const userId = await db.transaction(async (tx) => {
      const user = await users.createInvited(tx, input.email);
      await members.addMember(tx, {
        workspaceId: input.workspaceId,
        userId: user.id,
        roles: input.roles,
      });
      await recordAuditEvent(tx, {
        action: 'invite',
        actorId: actor.user.id,
        targetUserId: user.id,
        workspaceId: input.workspaceId,
        ip,
        details: { roles: input.roles },
      });
      await sendInvitation(
        tx,
        {
          userId: user.id,
          email: input.email,
          workspaceId: workspace.id,
          project: workspace.title,
          roles: input.roles,
          hasAccount: false,
        },
        actor,
        input.lang,
      );
      return user.id;
    });
    return { userId, status: 'invited' as const };
  }

  /**
   * An existing account is asked to join: it gets an inactive place awaiting acceptance and a
   * link, and works in the project only once its owner accepts (decision 014).
   */
  async function addExistingUser(actor: AuthContext, input: InviteInput, ip: string) {
    const workspace = await getLiveWorkspace(input.workspaceId);
    const user = await users.findByEmail(input.email);
    if (!user) throw new AppError('NOT_FOUND');
    await members.assertMayChange(actor, user.id);
    if (await members.findMember(input.workspaceId, user.id)) {
      throw new AppError('USER_EXISTS', { params: { email: input.email } });
    }
    await db.transaction(async (tx) => {
      await members.addMember(tx, {
        workspaceId: input.workspaceId,
        userId: user.id,
        roles: input.roles,
        awaitingAcceptance: true,
      });
      await recordAuditEvent(tx, {
        action: 'add_existing_user',
        actorId: actor.user.id,
        targetUserId: user.id,
        workspaceId: input.workspaceId,
        ip,
        details: { roles: input.roles },
      });
      await sendInvitation(
        tx,
        {
          userId: user.id,
          email: user.email,
          workspaceId: workspace.id,
          project: workspace.title,
          roles: input.roles,
          hasAccount: user.passwordHash !== null,
        },
        actor,
        input.lang,
      );
    });
    return { userId: user.id, status: 'awaiting_acceptance' as const };
  }

  /** A fresh link for someone who has not accepted yet; earlier links stop working. */
  async function resend(
    actor: AuthContext,
    input: { workspaceId: number; userId: number; lang: Language },
    ip: string,
  ) {
    const workspace = await getLiveWorkspace(input.workspaceId);
    const member = await members.findMember(input.workspaceId, input.userId);
    if (!member) throw new AppError('NOT_FOUND');
    await members.assertMayChange(actor, member.id);
    if (member.state !== 'invited')
      throw new AppError('USER_EXISTS', { params: { email: member.email } });
    const account = await users.findById(member.id);
    await db.transaction(async (tx) => {
      await repo.revokePendingInvitations(tx, input.userId, input.workspaceId);
      await recordAuditEvent(tx, {
        action: 'invite_resend',
        actorId: actor.user.id,
        targetUserId: input.userId,
        workspaceId: input.workspaceId,
        ip,
      });
      await sendInvitation(
        tx,
        {
          userId: member.id,
          email: member.email,
          workspaceId: workspace.id,
          project: workspace.title,
          roles: member.roles,
          hasAccount: Boolean(account?.passwordHash),
        },
        actor,
        input.lang,
      );
    });
  }

  async function findUsable(handle: Database | Transaction, token: string, lock: boolean) {
    const invitation = await repo.findUsableInvitation(handle, hashToken(token), { lock });
    // A project archived, or a place removed, since the invitation was sent ends it too.
    const member =
      invitation && (await members.findMember(invitation.workspaceId, invitation.userId, handle));
    if (!invitation || invitation.workspaceArchived || !member) {
      throw new AppError('INVALID_INVITATION');
    }
    return { invitation, member };
  }

  async function preview(token: string) {
    const { invitation, member } = await findUsable(db, token, false);
    return {
      email: invitation.email,
      workspaceTitle: invitation.workspaceTitle,
      roles: member.roles,
      hasAccount: invitation.hasAccount,
    };
  }

  /** Sets name and password, uses the link up, and signs the new user in. */
  /** The invitee takes the offered place: it becomes theirs, the link is spent, both audited. */
  async function takePlace(
    tx: Transaction,
    invitation: { id: number; userId: number; workspaceId: number },
    ip: string,
  ) {
    await members.acceptPlace(tx, invitation.workspaceId, invitation.userId);
    await repo.markInvitationUsed(tx, invitation.id);
    await recordAuditEvent(tx, {
      action: 'invite_accept',
      actorId: invitation.userId,
      targetUserId: invitation.userId,
      workspaceId: invitation.workspaceId,
      ip,
    });
  }

  /** `language` is the one the invitee signs up in: it becomes the account's. */
  async function accept(
    input: { token: string; name: string; password: string; language: Language | null },
    ip: string,
  ) {
    return db.transaction(async (tx) => {
      const { invitation } = await findUsable(tx, input.token, true);
      // An account that exists joins after signing in: a link never resets its password.
      if (invitation.hasAccount) throw new AppError('INVALID_INVITATION');
      await users.completeRegistration(tx, invitation.userId, input);
      await takePlace(tx, invitation, ip);
      return sessions.create(invitation.userId, null, tx);
    });
  }

  /**
   * The signed-in owner of the invited account takes the place offered: only they can, never
   * someone acting as them.
   */
  async function join(actor: AuthContext, token: string, ip: string) {
    if (actor.user.impersonator) throw new AppError('IMPERSONATION_NOT_ALLOWED');
    await db.transaction(async (tx) => {
      const { invitation } = await findUsable(tx, token, true);
      if (invitation.userId !== actor.user.id) {
        throw new AppError('INVITATION_FOR_ANOTHER_ACCOUNT', {
          params: { email: invitation.email },
        });
      }
      await takePlace(tx, invitation, ip);
    });
  }

  return { invite, addExistingUser, resend, preview, accept, join };
}
