import { LessonSummarySchema } from '@slovo/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client.ts';
import { buildQueryString } from '../../../lib/paging.ts';
import { getWeekQueryRange } from '../components/lesson-week.ts';
import { getLessonListKey } from './lesson-keys.ts';

const LessonListSchema = LessonSummarySchema.array();

function getWeekLessons(workspaceId: number, weekStart: string, signal: AbortSignal) {
  const { startDate, endDate } = getWeekQueryRange(weekStart);
  const query = buildQueryString({
    workspace_id: workspaceId,
    start_date: startDate,
    end_date: endDate,
  });
  return requestData(`/lessons/get-remote-range-lessons?${query}`, {
    signal,
    schema: LessonListSchema,
  });
}

/** The lessons with a time around one week (the calendar places them on the browser's clock). */
export function useWeekLessons(workspaceId: number, weekStart: string) {
  return useQuery({
    queryKey: [...getLessonListKey(workspaceId), 'week', weekStart],
    queryFn: ({ signal }) => getWeekLessons(workspaceId, weekStart, signal),
    placeholderData: keepPreviousData,
  });
}
