import type {
  ExerciseComplexInputSchema,
  Language,
  ProgramsQuerySchema,
  RecommendedProgramInputSchema,
} from '@slovo/contracts';
import { ROLE } from '@slovo/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import * as repository from './programs.repository.ts';

type ComplexInput = z.output<typeof ExerciseComplexInputSchema>;
type ProgramInput = z.output<typeof RecommendedProgramInputSchema>;
type ListQuery = z.output<typeof ProgramsQuerySchema>;

/** A refusal names at most this many programs or cards, then says how many more there are. */
const NAMED_MAX = 5;

function joinNames(names: string[]) {
  const shown = names.slice(0, NAMED_MAX).join(', ');
  return names.length > NAMED_MAX ? `${shown} (+${names.length - NAMED_MAX})` : shown;
}

function formatDay(day: string, lang: Language) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const nameTaken = (code: 'EXERCISE_COMPLEX_TAKEN' | 'RECOMMENDED_PROGRAM_TAKEN') =>
  new AppError(code, { details: { fields: [{ path: 'name', message: code }] } });

const complexMissing = () =>
  new AppError('VALIDATION_FAILED', {
    details: { fields: [{ path: 'complex_ids', message: 'validation.complexMissing' }] },
  });

/**
 * Exercise complexes and recommended programs (spec 3, decision 033): moderators keep them,
 * teachers and diagnosticians read them. What refers to them (a program's complexes, a filled
 * card's program) is held by the database (`on delete restrict`); a refused delete names who
 * holds it.
 */
export function createProgramsService({ db }: { db: Database }) {
  async function getComplex(workspaceId: number, id: number, tx: Database | Transaction = db) {
    const complex = await repository.findComplex(tx, workspaceId, id);
    if (!complex) throw new AppError('EXERCISE_COMPLEX_NOT_FOUND');
    return complex;
  }

  async function createComplex(auth: AuthContext, input: ComplexInput) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    try {
      const id = await repository.insertComplex(db, {
        workspaceId: input.workspace_id,
        name: input.name,
        content: input.content,
        createdBy: auth.user.id,
      });
      return await getComplex(input.workspace_id, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken('EXERCISE_COMPLEX_TAKEN');
      throw error;
    }
  }

  async function updateComplex(auth: AuthContext, id: number, input: ComplexInput) {
    assertWorkspaceRole(auth, input.workspace_id, ROLE.moderator);
    try {
      const isUpdated = await repository.updateComplex(db, input.workspace_id, id, input);
      if (!isUpdated) throw new AppError('EXERCISE_COMPLEX_NOT_FOUND');
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken('EXERCISE_COMPLEX_TAKEN');
      throw error;
    }
    return getComplex(input.workspace_id, id);
  }

  async function removeComplex(auth: AuthContext, workspaceId: number, id: number) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    try {
      const isDeleted = await repository.deleteComplex(db, workspaceId, id);
      if (!isDeleted) throw new AppError('EXERCISE_COMPLEX_NOT_FOUND');
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      const programs = await repository.listProgramsOfComplex(db, workspaceId, id);
      throw new AppError('EXERCISE_COMPLEX_IN_USE', {
        params: { programs: joinNames(programs.map((p) => p.name)) },
        details: { programs },
      });
    }
  }

  async function getProgram(workspaceId: number, id: number, tx: Database | Transaction = db) {
    const program = await repository.findProgram(tx, workspaceId, id);
    if (!program) throw new AppError('RECOMMENDED_PROGRAM_NOT_FOUND');
    return program;
  }

  /** Writes the program and its complexes in one transaction; `id` absent creates it. */
  async function saveProgram(auth: AuthContext, input: ProgramInput, id?: number) {
    const workspaceId = input.workspace_id;
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    try {
      return await db.transaction(async (tx) => {
        let programId = id;
        if (programId === undefined) {
          programId = await repository.insertProgram(tx, {
            workspaceId,
            name: input.name,
            content: input.content,
            createdBy: auth.user.id,
          });
        } else if (!(await repository.updateProgram(tx, workspaceId, programId, input))) {
          throw new AppError('RECOMMENDED_PROGRAM_NOT_FOUND');
        }
        const ids = input.complex_ids;
        if ((await repository.countWorkspaceComplexes(tx, workspaceId, ids)) !== ids.length) {
          throw complexMissing();
        }
        await repository.replaceProgramComplexes(tx, workspaceId, programId, ids);
        return getProgram(workspaceId, programId, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken('RECOMMENDED_PROGRAM_TAKEN');
      // A complex deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw complexMissing();
      throw error;
    }
  }

  async function removeProgram(auth: AuthContext, workspaceId: number, id: number, lang: Language) {
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);
    try {
      const isDeleted = await repository.deleteProgram(db, workspaceId, id);
      if (!isDeleted) throw new AppError('RECOMMENDED_PROGRAM_NOT_FOUND');
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      const cards = await repository.listCardsOfProgram(db, workspaceId, id);
      throw new AppError('RECOMMENDED_PROGRAM_IN_USE', {
        params: {
          cards: joinNames(
            cards.map((card) => `${card.child_name} (${formatDay(card.diagnostic_date, lang)})`),
          ),
        },
        details: { cards },
      });
    }
  }

  return {
    listComplexes: (query: ListQuery) => repository.listComplexes(db, query),
    getComplex: (workspaceId: number, id: number) => getComplex(workspaceId, id),
    createComplex,
    updateComplex,
    removeComplex,
    listPrograms: (query: ListQuery) => repository.listPrograms(db, query),
    getProgram: (workspaceId: number, id: number) => getProgram(workspaceId, id),
    createProgram: (auth: AuthContext, input: ProgramInput) => saveProgram(auth, input),
    updateProgram: (auth: AuthContext, id: number, input: ProgramInput) =>
      saveProgram(auth, input, id),
    removeProgram,
  };
}
