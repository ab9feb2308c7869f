import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { ReportCards } from './report-cards.tsx';
import type { ReportListProps } from './report-columns.tsx';
import { ReportTable } from './report-table.tsx';

/**
 * The sortable table from `md` (below it twelve columns would scroll sideways inside the page);
 * below it one card per microblock (decision 046).
 */
export function ReportList(props: ReportListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ReportTable {...props} /> : <ReportCards {...props} />;
}
