import type { PlanSummary } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useClientPlans } from '../api/get-client-plans.ts';

type ClientPlansQueryProps = {
  workspaceId: number;
  clientId: number;
  /** Shown while the plans load. */
  skeleton: ReactNode;
  /** Shown when the student has no plan yet. */
  empty: ReactNode;
  errorTestId: string;
  /** The plans, oldest first. */
  children: (plans: PlanSummary[]) => ReactNode;
};

/** The student's plans once loaded; until then the skeleton, or a retry when they fail to load. */
export function ClientPlansQuery({
  workspaceId,
  clientId,
  skeleton,
  empty,
  errorTestId,
  children,
}: ClientPlansQueryProps) {
  const { t } = useTranslation('students');
  const plans = useClientPlans(workspaceId, clientId);
  if (plans.isPending) return skeleton;
  if (plans.isError) {
    return (
      <QueryErrorAlert
        title={t('students:plans.errorTitle')}
        description={t('students:plans.errorDescription')}
        isRetrying={plans.isFetching}
        onRetry={() => void plans.refetch()}
        testId={errorTestId}
      />
    );
  }
  if (plans.data.length === 0) return empty;
  return children(plans.data);
}
