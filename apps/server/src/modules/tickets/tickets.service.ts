import {
  ATTACHMENT_IMAGE_MAX_BYTES,
  ATTACHMENT_IMAGE_TYPES,
  canMoveTicket,
  IMAGE_MAX_PIXELS,
  isTicketOpen,
  type Language,
  nextTicketStates,
  ROLE,
  type RoleId,
  TICKET_ATTACHMENTS_MAX,
  type Ticket,
  type TicketCreate,
  type TicketMove,
  type TicketRegenerated,
  type TicketState,
  type TicketSummary,
  ticketMoveNeedsReason,
} from '@slovo/contracts';
import { fileTypeFromBuffer } from 'file-type';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { FileStore } from '../../lib/files.ts';
import { exceedsPixelLimit, readImageSize } from '../../lib/image-size.ts';
import { findPresentation } from '../exercises/exercises.queries.ts';
import { getWorkspaceRoles } from '../exercises/workspace-roles.ts';
import type { FileLinks } from '../files/file-links.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import * as repository from './tickets.repository.ts';

/** Who may file a ticket: everyone who meets microblocks in the project (decision 040). */
export const TICKET_REPORTERS: readonly RoleId[] = [
  ROLE.manager,
  ROLE.moderator,
  ROLE.author,
  ROLE.teacher,
];

type Deps = {
  db: Database;
  files: FileStore;
  links: FileLinks;
  notifications: Pick<NotificationsService, 'addTicketUpdated' | 'queueMail'>;
  /** The generator's refresh of a microblock's missing or stale themed versions. */
  makeVersions: (
    workspaceId: number,
    sourceIds: number[],
    themeIds: 'all',
  ) => Promise<{ made: number; failed: number }>;
};

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function toSummary(row: repository.TicketRow): TicketSummary {
  return {
    id: row.id,
    state: row.state,
    description: row.description,
    slide_position: row.slide_position,
    exercise:
      row.exercise_id === null
        ? null
        : {
            id: row.exercise_id,
            title: row.exercise_title ?? '',
            source_id: row.exercise_source_id,
            theme: row.theme_id === null ? null : { id: row.theme_id, name: row.theme_name ?? '' },
          },
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? '' },
    attachment_count: row.attachment_count,
    message_count: row.message_count,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Complaint tickets (decision 040): reporters file them about a microblock, a themed version or
 * (staff) in general, with screenshots; moderators answer in a thread, move them through their
 * states and refresh the microblock's themed versions. The reporter is told of every reply and
 * move, in the app with the change and by e-mail after it.
 */
export function createTicketsService({ db, files, links, notifications, makeVersions }: Deps) {
  const isModerator = (auth: AuthContext, workspaceId: number) =>
    getWorkspaceRoles(auth, workspaceId).includes(ROLE.moderator);

  function assertReporter(auth: AuthContext, workspaceId: number) {
    const roles = getWorkspaceRoles(auth, workspaceId);
    if (!roles.some((role) => TICKET_REPORTERS.includes(role))) throw new AppError('FORBIDDEN');
    return roles;
  }

  function assertModerator(auth: AuthContext, workspaceId: number) {
    if (!isModerator(auth, workspaceId)) throw new AppError('FORBIDDEN');
  }

  /** A ticket its caller may see: a moderator sees all of the project's, a reporter their own. */
  async function readable(db: Database | Transaction, auth: AuthContext, ws: number, id: number) {
    assertReporter(auth, ws);
    const row = await repository.findTicket(db, ws, id);
    if (!row) throw new AppError('NOT_FOUND');
    if (!isModerator(auth, ws) && row.author_id !== auth.user.id) throw new AppError('NOT_FOUND');
    return row;
  }

  async function toTicket(auth: AuthContext, row: repository.TicketRow): Promise<Ticket> {
    const moderator = isModerator(auth, row.workspace_id);
    const [messages, attachments, slide, presentation] = await Promise.all([
      repository.listMessages(db, row.id),
      repository.listAttachments(db, row.id),
      row.exercise_presentation_id !== null && row.slide_position !== null
        ? repository.findSlide(db, row.exercise_presentation_id, row.slide_position)
        : null,
      row.exercise_presentation_id === null
        ? null
        : findPresentation(db, row.exercise_presentation_id, links),
    ]);
    return {
      ...toSummary(row),
      decline_reason: row.decline_reason,
      regenerated_at: iso(row.regenerated_at),
      slide:
        slide && row.slide_position !== null
          ? {
              position: row.slide_position,
              title: slide.title,
              image_url: slide.image_name ? links.url('slides', slide.image_name) : null,
            }
          : null,
      presentation,
      attachments: attachments.map((a) => ({
        id: a.id,
        url: links.url('media', a.file_name),
        mime: a.mime,
        size: a.size,
        width: a.width,
        height: a.height,
      })),
      messages: messages.map((m) => ({
        id: m.id,
        author: m.author_id === null ? null : { id: m.author_id, name: m.author_name ?? '' },
        body: m.body,
        state: m.state,
        created_at: new Date(m.created_at).toISOString(),
      })),
      next_states: moderator ? [...nextTicketStates(row.state)] : [],
      can_regenerate: moderator && isTicketOpen(row.state) && row.exercise_id !== null,
    };
  }

  async function get(auth: AuthContext, workspaceId: number, id: number) {
    return toTicket(auth, await readable(db, auth, workspaceId, id));
  }

  /**
   * Tells the reporter (in the change's transaction) unless they made the change themselves or
   * no longer work in the project; returns the notification whose e-mail is to go out.
   */
  async function tellReporter(
    tx: Transaction,
    auth: AuthContext,
    row: repository.TicketRow,
    state: TicketState | null,
  ) {
    const reporterId = row.author_id;
    if (reporterId === null || reporterId === auth.user.id) return null;
    if (!(await repository.isActiveMember(tx, row.workspace_id, reporterId))) return null;
    return notifications.addTicketUpdated(tx, {
      userId: reporterId,
      workspaceId: row.workspace_id,
      ticketId: row.id,
      state,
      actorId: auth.user.id,
    });
  }

  async function afterCommit(notificationId: number | null) {
    if (notificationId !== null) await notifications.queueMail(notificationId);
  }

  return {
    async create(auth: AuthContext, input: TicketCreate, language: Language): Promise<Ticket> {
      const workspaceId = input.workspace_id;
      const roles = assertReporter(auth, workspaceId);
      const exerciseId = input.exercise_id ?? null;
      // A teacher reports what they met; a general ticket is for staff.
      if (exerciseId === null && roles.every((role) => role === ROLE.teacher)) {
        throw new AppError('TICKET_MICROBLOCK_REQUIRED');
      }
      const id = await db.transaction(async (tx) => {
        if (exerciseId !== null && !(await repository.findExercise(tx, workspaceId, exerciseId))) {
          throw new AppError('NOT_FOUND');
        }
        return repository.insertTicket(tx, {
          workspaceId,
          authorId: auth.user.id,
          exerciseId,
          slidePosition: exerciseId === null ? null : (input.slide_position ?? null),
          description: input.description.trim(),
          reporterLanguage: language,
        });
      });
      return get(auth, workspaceId, id);
    },

    get,

    async list(
      auth: AuthContext,
      query: repository.ListFilter & { workspace_id: number; page: number; pageSize: number },
      options: { mine: boolean },
    ) {
      const workspaceId = query.workspace_id;
      if (options.mine) assertReporter(auth, workspaceId);
      else assertModerator(auth, workspaceId);
      const filter: repository.ListFilter = {
        state: query.state,
        exerciseId: query.exerciseId,
        authorId: options.mine ? auth.user.id : query.authorId,
        from: query.from,
        to: query.to,
      };
      const [rows, total] = await Promise.all([
        repository.listTickets(db, workspaceId, filter, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repository.countTickets(db, workspaceId, filter),
      ]);
      return {
        data: rows.map(toSummary),
        meta: { total, page: query.page, pageSize: query.pageSize },
      };
    },

    /** A reply in the thread, by a moderator or the reporter; the reporter hears of others'. */
    async reply(auth: AuthContext, workspaceId: number, id: number, body: string) {
      const notificationId = await db.transaction(async (tx) => {
        await repository.findTicket(tx, workspaceId, id, { lock: true });
        const row = await readable(tx, auth, workspaceId, id);
        if (row.state === 'archived') throw new AppError('TICKET_CLOSED');
        await repository.insertMessage(tx, {
          ticketId: id,
          authorId: auth.user.id,
          body: body.trim(),
          state: null,
        });
        await repository.touch(tx, id);
        return tellReporter(tx, auth, row, null);
      });
      await afterCommit(notificationId);
      return get(auth, workspaceId, id);
    },

    /** A moderator moves the ticket; an illegal move is 409, declining needs a reason. */
    async move(auth: AuthContext, id: number, input: TicketMove) {
      const workspaceId = input.workspace_id;
      assertModerator(auth, workspaceId);
      const reason = input.reason?.trim() ?? '';
      const notificationId = await db.transaction(async (tx) => {
        const row = await repository.findTicket(tx, workspaceId, id, { lock: true });
        if (!row) throw new AppError('NOT_FOUND');
        if (!canMoveTicket(row.state, input.state)) {
          throw new AppError('TICKET_STATE_NOT_ALLOWED', {
            details: { state: row.state, allowed: nextTicketStates(row.state) },
          });
        }
        if (ticketMoveNeedsReason(input.state) && reason === '') {
          throw new AppError('TICKET_REASON_REQUIRED');
        }
        await repository.updateState(tx, id, input.state, reason || null);
        await repository.insertMessage(tx, {
          ticketId: id,
          authorId: auth.user.id,
          body: reason,
          state: input.state,
        });
        return tellReporter(tx, auth, row, input.state);
      });
      await afterCommit(notificationId);
      return get(auth, workspaceId, id);
    },

    /**
     * "Regenerate reported": the microblock's themed versions that are missing or made from an
     * older deck are made again for every ready theme (the generator's refresh); the ticket
     * records when, and can then be closed.
     */
    async regenerate(
      auth: AuthContext,
      workspaceId: number,
      id: number,
    ): Promise<TicketRegenerated> {
      assertModerator(auth, workspaceId);
      const row = await repository.findTicket(db, workspaceId, id);
      if (!row) throw new AppError('NOT_FOUND');
      if (!isTicketOpen(row.state)) throw new AppError('TICKET_CLOSED');
      if (row.exercise_id === null) throw new AppError('TICKET_NO_MICROBLOCK');
      const sourceId = row.exercise_source_id ?? row.exercise_id;
      const result = await makeVersions(workspaceId, [sourceId], 'all');
      await db.transaction((tx) => repository.touch(tx, id, { regenerated: true }));
      return { ...result, ticket: await get(auth, workspaceId, id) };
    },

    /**
     * A screenshot for an open ticket, by its reporter: an image of an accepted type, size and
     * pixel count, checked before anything is stored (a refused file leaves nothing behind).
     */
    async attach(
      auth: AuthContext,
      workspaceId: number,
      id: number,
      data: Buffer,
    ): Promise<Ticket> {
      const row = await readable(db, auth, workspaceId, id);
      if (row.author_id !== auth.user.id) throw new AppError('FORBIDDEN');
      if (!isTicketOpen(row.state)) throw new AppError('TICKET_CLOSED');
      if (row.attachment_count >= TICKET_ATTACHMENTS_MAX) {
        throw new AppError('TICKET_ATTACHMENTS_FULL', { params: { max: TICKET_ATTACHMENTS_MAX } });
      }
      if (data.length > ATTACHMENT_IMAGE_MAX_BYTES) {
        throw new AppError('ATTACHMENT_TOO_LARGE', {
          params: { max: ATTACHMENT_IMAGE_MAX_BYTES / 1024 / 1024 },
        });
      }
      const detected = await fileTypeFromBuffer(data);
      if (!detected || !(ATTACHMENT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
        throw new AppError('ATTACHMENT_INVALID');
      }
      if (exceedsPixelLimit(data)) {
        throw new AppError('IMAGE_TOO_MANY_PIXELS', {
          params: { pixels: IMAGE_MAX_PIXELS / 1_000_000 },
        });
      }
      const size = readImageSize(data);
      if (size.kind !== 'raster') throw new AppError('ATTACHMENT_INVALID');
      const fileName = await files.put('media', data, detected.ext);
      await db.transaction(async (tx) => {
        const locked = await repository.findTicket(tx, workspaceId, id, { lock: true });
        if (!locked || !isTicketOpen(locked.state)) throw new AppError('TICKET_CLOSED');
        if (locked.attachment_count >= TICKET_ATTACHMENTS_MAX) {
          throw new AppError('TICKET_ATTACHMENTS_FULL', {
            params: { max: TICKET_ATTACHMENTS_MAX },
          });
        }
        await repository.insertAttachment(tx, {
          ticketId: id,
          fileName,
          mime: detected.mime,
          size: data.length,
          width: size.width,
          height: size.height,
        });
        await repository.touch(tx, id);
      });
      return get(auth, workspaceId, id);
    },
  };
}
