import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { ReportCards } from './report-cards.tsx';
import type { ReportListProps } from './report-columns.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * The sortable table from `md` (below it twelve columns would scroll sideways inside the page);
 * below it one card per microblock (decision 046). Either way, a note says when part of the time
 * on slides is an even share of lessons the player did not time per microblock (decision 045).
 */
export function ReportList(props: ReportListProps) {
  const { t } = useTranslation('reports');
  const isTable = useIsBreakpointUp('md');
  return (
    <>
      {isTable ? <ReportTable {...props} /> : <ReportCards {...props} />}
      {props.report.totals.estimated_seconds > 0 && (
        <Text size="xs" c="dimmed" px="sm" py="xs" data-testid="report-estimated-note">
          {t('reports:estimated.note')}
        </Text>
      )}
    </>
  );
}
