import {
  type Language,
  type ReportItem,
  type ReportLessonsQuery,
  type ReportRow,
  ROLE,
} from '@slovo/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import { streamCsv } from '../../lib/csv.ts';
import { assertWorkspaceRole } from '../exercises/workspace-roles.ts';
import {
  deleteExclusion,
  insertExclusion,
  itemInWorkspace,
  listExclusions,
  listLessonsOf,
  type ReportFilter,
  readReport,
  readReportRows,
} from './reports.repository.ts';

const CSV_HEADER: Record<Language, string[]> = {
  uk: [
    'Мікроблок',
    'Категорія',
    'Автор',
    'Заняття',
    'Показів',
    'Секунд на слайдах',
    'З них оцінено (секунд)',
    'Правильно',
    'Неправильно',
    'З підказкою',
    'Правильно (%)',
    'Неправильно (%)',
    'З підказкою (%)',
    'Вподобання',
    'Невподобання',
    'Відкриті скарги',
  ],
  ru: [
    'Микроблок',
    'Категория',
    'Автор',
    'Занятия',
    'Показов',
    'Секунд на слайдах',
    'Из них оценено (секунд)',
    'Правильно',
    'Неправильно',
    'С подсказкой',
    'Правильно (%)',
    'Неправильно (%)',
    'С подсказкой (%)',
    'Нравится',
    'Не нравится',
    'Открытые жалобы',
  ],
  en: [
    'Microblock',
    'Category',
    'Author',
    'Lessons',
    'Plays',
    'Seconds on slides',
    'Of which estimated (seconds)',
    'Correct',
    'Incorrect',
    'Prompted',
    'Correct (%)',
    'Incorrect (%)',
    'Prompted (%)',
    'Likes',
    'Dislikes',
    'Open tickets',
  ],
  pl: [
    'Mikroblok',
    'Kategoria',
    'Autor',
    'Zajęcia',
    'Odtworzenia',
    'Sekundy na slajdach',
    'W tym szacowane (sekundy)',
    'Poprawnie',
    'Niepoprawnie',
    'Z podpowiedzią',
    'Poprawnie (%)',
    'Niepoprawnie (%)',
    'Z podpowiedzią (%)',
    'Polubienia',
    'Niepolubienia',
    'Otwarte zgłoszenia',
  ],
};

const CSV_BATCH = 500;

/**
 * The library use report of a project (decision 041): per microblock over a range of days,
 * without what its moderators excluded; the same rows as CSV; exclusions kept per project.
 */
export function createReportsService({ db }: { db: Database }) {
  const moderatorOf = (auth: AuthContext, workspaceId: number) =>
    assertWorkspaceRole(auth, workspaceId, ROLE.moderator);

  return {
    get(auth: AuthContext, filter: ReportFilter) {
      moderatorOf(auth, filter.workspace_id);
      return readReport(db, filter);
    },

    /** Exactly the rows `get` answers for the same query, in its order, as CSV lines. */
    csv(auth: AuthContext, filter: ReportFilter, lang: Language) {
      moderatorOf(auth, filter.workspace_id);
      let offset = 0;
      return streamCsv<ReportRow>(
        CSV_HEADER[lang],
        async () => {
          const rows = await readReportRows(db, filter, offset, CSV_BATCH);
          offset += rows.length;
          return rows;
        },
        (r) => [
          r.title,
          r.category?.name ?? null,
          r.author?.name ?? null,
          r.lessons,
          r.plays,
          r.seconds,
          r.estimated_seconds,
          r.correct,
          r.incorrect,
          r.prompted,
          r.correct_rate,
          r.incorrect_rate,
          r.prompted_rate,
          r.likes,
          r.dislikes,
          r.open_tickets,
        ],
      );
    },

    lessonsOf(auth: AuthContext, query: ReportLessonsQuery) {
      moderatorOf(auth, query.workspace_id);
      return listLessonsOf(db, query);
    },

    exclusions(auth: AuthContext, workspaceId: number) {
      moderatorOf(auth, workspaceId);
      return listExclusions(db, workspaceId);
    },

    async exclude(auth: AuthContext, item: ReportItem) {
      moderatorOf(auth, item.workspace_id);
      await db.transaction(async (tx) => {
        if (!(await itemInWorkspace(tx, item.workspace_id, item.kind, item.id))) {
          throw new AppError('REPORT_ITEM_NOT_FOUND');
        }
        await insertExclusion(tx, {
          workspaceId: item.workspace_id,
          kind: item.kind,
          id: item.id,
          userId: auth.user.id,
        });
      });
    },

    /** Including back what is not excluded changes nothing (the same answer). */
    async include(auth: AuthContext, item: ReportItem) {
      moderatorOf(auth, item.workspace_id);
      if (!(await itemInWorkspace(db, item.workspace_id, item.kind, item.id))) {
        throw new AppError('REPORT_ITEM_NOT_FOUND');
      }
      await deleteExclusion(db, { workspaceId: item.workspace_id, kind: item.kind, id: item.id });
    },
  };
}
