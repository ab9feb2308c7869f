import { LessonStatRowSchema } from '@slovo/contracts';
import { useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import {
  buildPeriodQuery,
  getLessonStatsRootKey,
  STATS_HANDLED_CODES,
  type StatsRange,
} from './get-teacher-stats.ts';

const LessonStatRowsSchema = LessonStatRowSchema.array();

type TeacherLessonsFilter = { workspaceId: number; teacherId: number; range: StatsRange };

function getTeacherLessons(
  { workspaceId, teacherId, range }: TeacherLessonsFilter,
  signal: AbortSignal,
) {
  const query = `${buildPeriodQuery(workspaceId, range)}&teacher_id=${teacherId}`;
  return requestData(`/users/lesson-statistic/by-teacher?${query}`, {
    signal,
    schema: LessonStatRowsSchema,
    handledCodes: STATS_HANDLED_CODES,
  });
}

/** One teacher's finished lessons of the period, newest first. */
export function useTeacherLessons(filter: TeacherLessonsFilter) {
  const { workspaceId, teacherId, range } = filter;
  return useQuery({
    queryKey: [...getLessonStatsRootKey(workspaceId), 'lessons', teacherId, range.start, range.end],
    queryFn: ({ signal }) => getTeacherLessons(filter, signal),
  });
}
