import {
  buildPath,
  type Notification,
  type NotificationsPage,
  type TicketState,
} from '@slovo/contracts';
import type { Database, Transaction } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import type { Mailer } from '../../lib/mail.ts';
import { buildCardSentMail, readFirstName } from './card-sent.mail.ts';
import * as repository from './notifications.repository.ts';
import { buildTicketUpdatedMail } from './ticket-updated.mail.ts';

const NOTIFICATION_MAIL_QUEUE = 'notification-mail';
/** Mails still pending (a failed job gave up, a process stopped) are queued again this often. */
const PENDING_SWEEP_MS = 10 * 60_000;

type MailJob = { notificationId: number };

type Deps = {
  db: Database;
  mailer: Mailer;
  jobs: JobQueue;
  publicUrl: string;
  log: {
    info: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
};

function toNotification(row: repository.NotificationRow): Notification {
  const common = {
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
    actor: row.actor,
  };
  if (row.kind === 'ticket_updated') {
    return {
      ...common,
      kind: row.kind,
      ticket_id: row.ticket_id ?? 0,
      state: row.ticket_state,
      exercise_title: row.exercise_title,
    };
  }
  return {
    ...common,
    kind: row.kind,
    card_id: row.card_id ?? 0,
    client_id: row.client_id ?? 0,
    child_first_name: readFirstName(row.child_name ?? ''),
  };
}

/**
 * In-app notifications and the e-mails that go with them (decision 035). A notification is
 * written in the transaction of what it tells about; its e-mail is sent afterwards by the job
 * queue, which tries again when the mail server refuses, so a failing mail never undoes the act.
 */
export function createNotificationsService({ db, mailer, jobs, publicUrl, log }: Deps) {
  let sweeper: ReturnType<typeof setInterval> | null = null;

  async function list(
    auth: AuthContext,
    query: { workspace_id: number; page: number; pageSize: number },
  ): Promise<NotificationsPage> {
    const userId = auth.user.id;
    const [rows, counts] = await Promise.all([
      repository.listNotifications(db, userId, query.workspace_id, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
      repository.countNotifications(db, userId, query.workspace_id),
    ]);
    return {
      data: rows.map(toNotification),
      meta: { ...counts, page: query.page, pageSize: query.pageSize },
    };
  }

  async function markRead(
    auth: AuthContext,
    input: { workspace_id: number; ids?: number[] | undefined; all?: true | undefined },
  ) {
    await repository.markRead(
      db,
      auth.user.id,
      input.workspace_id,
      input.all ? 'all' : (input.ids ?? []),
    );
    const { unread } = await repository.countNotifications(db, auth.user.id, input.workspace_id);
    return { unread };
  }

  /** Inside the card's transaction: the therapist's notification, its e-mail still to send. */
  function addCardSent(
    tx: Transaction,
    values: {
      userId: number;
      workspaceId: number;
      cardId: number;
      clientId: number;
      actorId: number;
    },
  ) {
    return repository.insertNotification(tx, {
      userId: values.userId,
      workspaceId: values.workspaceId,
      kind: 'diagnostic_card_sent',
      payload: { card_id: values.cardId, client_id: values.clientId, actor_id: values.actorId },
      mailState: 'pending',
    });
  }

  /**
   * Inside the ticket's transaction (decision 040): its reporter is told of a reply (`state`
   * null) or a move, in the app at once and by e-mail through the queue.
   */
  function addTicketUpdated(
    tx: Transaction,
    values: {
      userId: number;
      workspaceId: number;
      ticketId: number;
      state: TicketState | null;
      actorId: number;
    },
  ) {
    return repository.insertNotification(tx, {
      userId: values.userId,
      workspaceId: values.workspaceId,
      kind: 'ticket_updated',
      payload: { ticket_id: values.ticketId, state: values.state, actor_id: values.actorId },
      mailState: 'pending',
    });
  }

  /**
   * After the commit: the e-mail joins the queue. A queue that cannot be reached now loses
   * nothing: the notification stays pending and the next sweep queues it.
   */
  async function queueMail(notificationId: number) {
    try {
      await jobs.send<MailJob>(
        NOTIFICATION_MAIL_QUEUE,
        { notificationId },
        `notification-${notificationId}`,
      );
    } catch (error) {
      log.warn({ notificationId, code: (error as { code?: unknown }).code }, 'mail not queued');
    }
  }

  /** The job: sends the e-mail once; a refusal throws, and the queue tries again later. */
  async function deliverTicketMail(notificationId: number) {
    const row = await repository.findTicketMail(db, notificationId);
    if (row?.mail_state !== 'pending') return;
    if (!row.is_active) {
      await repository.setMailState(db, notificationId, 'none');
      return;
    }
    await mailer.send(
      buildTicketUpdatedMail({
        to: row.email,
        // An account that never chose a language reads the one it filed the ticket in.
        lang: row.language ?? row.reporter_language,
        ticketId: row.ticket_id,
        state: row.state,
        exerciseTitle: row.exercise_title,
        actorName: row.actor_name,
        declineReason: row.decline_reason,
        // The reporter's own view of the ticket: its state and the whole conversation.
        url: `${publicUrl}${buildPath('myTicket', { ticketId: row.ticket_id })}`,
      }),
    );
    await repository.setMailState(db, notificationId, 'sent');
    log.info({ notificationId }, 'notification mail sent');
  }

  async function deliverMail({ notificationId }: MailJob) {
    if ((await repository.findKind(db, notificationId)) === 'ticket_updated') {
      await deliverTicketMail(notificationId);
      return;
    }
    const row = await repository.findMail(db, notificationId);
    if (row?.mail_state !== 'pending') return;
    if (!row.is_active) {
      await repository.setMailState(db, notificationId, 'none');
      return;
    }
    await mailer.send(
      buildCardSentMail({
        to: row.email,
        // An account that never chose a language reads the student's (the school's) one.
        lang: row.language ?? row.client_language,
        childName: row.child_name,
        senderName: row.actor_name,
        url: `${publicUrl}/manage-client-dc/${row.card_id}`,
      }),
    );
    await repository.setMailState(db, notificationId, 'sent');
    log.info({ notificationId }, 'notification mail sent');
  }

  async function sweepPending() {
    for (const id of await repository.listPendingMail(db)) {
      await queueMail(id);
    }
  }

  return {
    list,
    markRead,
    addCardSent,
    addTicketUpdated,
    queueMail,

    async startWorker(): Promise<void> {
      await jobs.work<MailJob>(NOTIFICATION_MAIL_QUEUE, deliverMail);
      await sweepPending();
      sweeper = setInterval(() => void sweepPending().catch(() => {}), PENDING_SWEEP_MS);
      sweeper.unref();
    },

    stopWorker(): void {
      if (sweeper) clearInterval(sweeper);
      sweeper = null;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
