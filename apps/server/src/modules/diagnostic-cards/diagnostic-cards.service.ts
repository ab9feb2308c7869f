import {
  canMoveDiagnosticCard,
  checkDiagnosticAnswers,
  computeBlockScore,
  DIAGNOSTIC_CARD_STATUSES,
  type DiagnosticCard,
  type DiagnosticCardActor,
  type DiagnosticCardSaveSchema,
  type DiagnosticCardSent,
  type DiagnosticCardStatus,
  type DiagnosticCardSummary,
  findZone,
  isDiagnosticCardEditable,
  listEmptyRequired,
  ROLE,
} from '@slovo/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { getWorkspaceRoles } from '../exercises/workspace-roles.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import * as repository from './diagnostic-cards.repository.ts';
import { findPreviousAnswers } from './previous-answers.ts';

type CardSave = z.output<typeof DiagnosticCardSaveSchema>;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * How the caller stands to a student: as their diagnostician and/or their teacher, holding that
 * role in the workspace. Anyone else on the project's staff is refused (403); another project's
 * student does not exist (404, decided before this is asked).
 */
function listActors(
  auth: AuthContext,
  workspaceId: number,
  student: { teacher_id: number | null; diagnostician_id: number | null },
): DiagnosticCardActor[] {
  const roles = getWorkspaceRoles(auth, workspaceId);
  const actors: DiagnosticCardActor[] = [];
  if (roles.includes(ROLE.diagnostician) && student.diagnostician_id === auth.user.id) {
    actors.push('diagnostician');
  }
  if (roles.includes(ROLE.teacher) && student.teacher_id === auth.user.id) actors.push('teacher');
  return actors;
}

function requireActors(...args: Parameters<typeof listActors>) {
  const actors = listActors(...args);
  if (actors.length === 0) throw new AppError('FORBIDDEN');
  return actors;
}

function toSummary(row: repository.CardRow): DiagnosticCardSummary {
  return {
    id: row.id,
    client_id: row.client_id,
    template_id: row.template_id,
    template_version_id: row.template_version_id,
    template_version: row.template_version,
    template_title: row.template_title,
    status: row.status,
    diagnostic_date: row.diagnostic_date,
    revision: row.revision,
    created_by: row.created_by,
    sent_at: iso(row.sent_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

function toCard(
  row: repository.CardRowWithBlocks,
  actors: DiagnosticCardActor[],
  previous: DiagnosticCard['previous_answers'],
): DiagnosticCard {
  const scores = row.blocks.flatMap((block) => {
    if (block.kind !== 'computed') return [];
    const score = computeBlockScore(block, row.blocks, row.answers);
    const zone = findZone(block.zones, score);
    return [
      {
        block_key: block.key,
        title: block.title,
        score_type: block.score_type,
        score,
        zone: zone ? { name: zone.name, color: zone.color } : null,
      },
    ];
  });
  return {
    ...toSummary(row),
    workspace_id: row.workspace_id,
    client_info: row.client_info,
    answers: row.answers as DiagnosticCard['answers'],
    violations: row.violations,
    recommended_program: row.recommended_program,
    recommended_program_id: row.recommended_program_id,
    recommended_program_name: row.recommended_program_name,
    parent_request: row.parent_request,
    scores,
    previous_answers: previous,
    empty_required: listEmptyRequired(row.blocks, row.answers),
    can_edit: isDiagnosticCardEditable(row.status),
    next_statuses: DIAGNOSTIC_CARD_STATUSES.filter((to) =>
      actors.some((actor) => canMoveDiagnosticCard(actor, row.status, to)),
    ),
  };
}

/** A chosen program must be one of the card's project (decision 033): else a field error. */
async function assertProgram(tx: Transaction, workspaceId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await repository.hasProgram(tx, workspaceId, id))) {
    throw new AppError('VALIDATION_FAILED', {
      details: {
        fields: [{ path: 'recommended_program_id', message: 'validation.programMissing' }],
      },
    });
  }
}

/** Today's date in UTC, as the card's default examination date. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Filled diagnostic cards (decision 032): the student's diagnostician or teacher starts one from
 * a template's current version and fills it; the teacher receives it and moves its status.
 */
export function createDiagnosticCardsService({
  db,
  notifications,
}: {
  db: Database;
  notifications: Pick<NotificationsService, 'addCardSent' | 'queueMail'>;
}) {
  async function getStudent(workspaceId: number, clientId: number) {
    const student = await repository.findStudent(db, workspaceId, clientId);
    if (!student) throw new AppError('NOT_FOUND');
    return student;
  }

  async function get(auth: AuthContext, workspaceId: number, id: number) {
    const row = await repository.findCard(db, workspaceId, id);
    if (!row) throw new AppError('NOT_FOUND');
    const actors = requireActors(auth, workspaceId, {
      teacher_id: row.client_teacher_id,
      diagnostician_id: row.client_diagnostician_id,
    });
    const earlier = await repository.listEarlierCards(db, row);
    return toCard(row, actors, findPreviousAnswers(row.blocks, earlier));
  }

  /** `/diagnostician-clients`: my students (as diagnostician or teacher) with their cards. */
  async function listMyStudents(auth: AuthContext, workspaceId: number) {
    const roles = getWorkspaceRoles(auth, workspaceId);
    const students = await repository.listAssignedStudents(db, workspaceId, auth.user.id, {
      diagnostician: roles.includes(ROLE.diagnostician),
      teacher: roles.includes(ROLE.teacher),
    });
    const cards = await repository.listCards(
      db,
      workspaceId,
      students.map((s) => s.id),
    );
    return students.map((student) => ({
      id: student.id,
      child_name: student.child_name,
      client_name: student.client_name,
      birth_date: student.birth_date,
      cards: cards.filter((c) => c.client_id === student.id).map(toSummary),
    }));
  }

  async function listStudentCards(auth: AuthContext, workspaceId: number, clientId: number) {
    requireActors(auth, workspaceId, await getStudent(workspaceId, clientId));
    return (await repository.listCards(db, workspaceId, [clientId])).map(toSummary);
  }

  /** A new draft from the template's current version, with the student's details copied in. */
  async function start(
    auth: AuthContext,
    input: { workspace_id: number; client_id: number; template_id: number },
  ) {
    const workspaceId = input.workspace_id;
    const student = await getStudent(workspaceId, input.client_id);
    requireActors(auth, workspaceId, student);
    if (student.archived_at !== null) throw new AppError('CLIENT_ARCHIVED');
    const version = await repository.findCurrentVersion(db, workspaceId, input.template_id);
    if (!version) throw new AppError('NOT_FOUND');
    if (version.archived_at !== null) throw new AppError('DIAGNOSTIC_TEMPLATE_ARCHIVED');
    const id = await db.transaction((tx) =>
      repository.insertCard(tx, {
        workspaceId,
        clientId: student.id,
        templateVersionId: version.id,
        clientInfo: {
          child_name: student.child_name,
          client_name: student.client_name,
          birth_date: student.birth_date,
          contact_email: student.contact_email,
          contact_phone: student.contact_phone,
        },
        diagnosticDate: today(),
        createdBy: auth.user.id,
      }),
    );
    return get(auth, workspaceId, id);
  }

  /**
   * Saves the content (and, with `send`, passes the card to the therapist) in one transaction on
   * the locked row: the revision must be the one the caller edited, the answers must fit the
   * card's version, and empty required answers need the caller's explicit confirmation.
   */
  async function save(auth: AuthContext, id: number, input: CardSave, send: boolean) {
    const workspaceId = input.workspace_id;
    const told = await db.transaction(async (tx) => {
      const row = await repository.findCard(tx, workspaceId, id, { lock: true });
      if (!row) throw new AppError('NOT_FOUND');
      const actors = requireActors(auth, workspaceId, {
        teacher_id: row.client_teacher_id,
        diagnostician_id: row.client_diagnostician_id,
      });
      if (!isDiagnosticCardEditable(row.status)) throw new AppError('DIAGNOSTIC_CARD_LOCKED');
      if (input.revision !== row.revision) {
        throw new AppError('DIAGNOSTIC_CARD_CHANGED', { details: { revision: row.revision } });
      }
      if (send && !actors.some((actor) => canMoveDiagnosticCard(actor, row.status, 'sent'))) {
        throw new AppError('DIAGNOSTIC_CARD_STATUS_NOT_ALLOWED');
      }
      const issues = checkDiagnosticAnswers(row.blocks, input.answers);
      if (issues.length > 0) {
        throw new AppError('VALIDATION_FAILED', {
          details: {
            fields: issues.map((issue) => ({
              path: issue.path.join('.'),
              message: issue.message,
            })),
          },
        });
      }
      const empty = listEmptyRequired(row.blocks, input.answers);
      if (empty.length > 0 && !input.allow_required_empty) {
        throw new AppError('DIAGNOSTIC_CARD_REQUIRED_EMPTY', {
          params: { count: empty.length },
          details: { questions: empty },
        });
      }
      await assertProgram(tx, workspaceId, input.recommended_program_id);
      await repository.updateContent(tx, id, {
        clientInfo: input.client_info,
        diagnosticDate: input.diagnostic_date,
        answers: input.answers,
        violations: input.violations,
        recommendedProgram: input.recommended_program,
        recommendedProgramId: input.recommended_program_id,
        parentRequest: input.parent_request,
        updatedBy: auth.user.id,
        send,
      });
      return send ? tellTherapist(tx, auth, row) : null;
    });
    if (told?.notificationId) await notifications.queueMail(told.notificationId);
    const card = await get(auth, workspaceId, id);
    return { card, therapistNotice: told?.notice ?? ('no_therapist' as const) };
  }

  /**
   * Decision 035: a sent card tells the student's teacher, in the app at once and by e-mail
   * through the job queue; the notification is part of the send, the e-mail follows it.
   */
  async function tellTherapist(
    tx: Transaction,
    auth: AuthContext,
    row: repository.CardRowWithBlocks,
  ): Promise<{ notice: DiagnosticCardSent['therapist_notice']; notificationId?: number }> {
    const teacherId = row.client_teacher_id;
    if (teacherId === auth.user.id) return { notice: 'sender' };
    if (
      teacherId === null ||
      !(await repository.isActiveTeacher(tx, row.workspace_id, teacherId))
    ) {
      return { notice: 'no_therapist' };
    }
    const notificationId = await notifications.addCardSent(tx, {
      userId: teacherId,
      workspaceId: row.workspace_id,
      cardId: row.id,
      clientId: row.client_id,
      actorId: auth.user.id,
    });
    return { notice: 'told', notificationId };
  }

  async function setStatus(
    auth: AuthContext,
    workspaceId: number,
    id: number,
    status: DiagnosticCardStatus,
  ) {
    await db.transaction(async (tx) => {
      const row = await repository.findCard(tx, workspaceId, id, { lock: true });
      if (!row) throw new AppError('NOT_FOUND');
      const actors = requireActors(auth, workspaceId, {
        teacher_id: row.client_teacher_id,
        diagnostician_id: row.client_diagnostician_id,
      });
      // Sending carries the content and its checks: it goes through `/send`, not here.
      if (
        status === 'sent' ||
        !actors.some((actor) => canMoveDiagnosticCard(actor, row.status, status))
      ) {
        throw new AppError('DIAGNOSTIC_CARD_STATUS_NOT_ALLOWED');
      }
      await repository.updateStatus(tx, id, status, auth.user.id);
    });
    return get(auth, workspaceId, id);
  }

  return {
    get,
    listMyStudents,
    listStudentCards,
    start,
    save: async (auth: AuthContext, id: number, input: CardSave) =>
      (await save(auth, id, input, false)).card,
    send: async (auth: AuthContext, id: number, input: CardSave): Promise<DiagnosticCardSent> => {
      const { card, therapistNotice } = await save(auth, id, input, true);
      return { ...card, therapist_notice: therapistNotice };
    },
    setStatus,
  };
}
