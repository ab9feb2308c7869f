import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file.ts';
import { buildPeriodQuery, type StatsRange } from './get-teacher-stats.ts';

type StatsExport = { workspaceId: number; range: StatsRange };

/** Downloads every finished lesson of the period as a CSV file (its header row in the UI language). */
export function useExportLessonStatsMutation() {
  return useMutation({
    mutationFn: ({ workspaceId, range }: StatsExport) =>
      downloadFile(`/users/lesson-statistic/export?${buildPeriodQuery(workspaceId, range)}`, {
        accept: 'text/csv',
        fallbackName: `lessons-${range.start}-${range.end}.csv`,
      }),
  });
}
