import { Button, Skeleton, Stack } from '@mantine/core';
import { buildPath, type DiagnosticTemplate } from '@slovo/contracts';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { RecordQueryState } from '../../../components/record-query-state.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useDiagnosticTemplate } from '../api/get-diagnostic-template.ts';

type Loaded = {
  workspaceId: number;
  reload: () => Promise<DiagnosticTemplate | undefined>;
};

function NotFound() {
  const { t } = useTranslation('diagnostics');
  return (
    <EmptyState
      testId="diagnostic-not-found"
      icon={<IconFileUnknown size={32} />}
      title={t('diagnostics:notFound.title')}
      description={t('diagnostics:notFound.description')}
      action={
        <Button
          component={Link}
          to={buildPath('diagnosticCards')}
          leftSection={<IconArrowLeft size={18} />}
          mt="sm"
        >
          {t('diagnostics:notFound.back')}
        </Button>
      }
    />
  );
}

function LoadedTemplate({
  workspaceId,
  templateId,
  render,
}: {
  workspaceId: number;
  templateId: number;
  render: (template: DiagnosticTemplate, loaded: Loaded) => ReactNode;
}) {
  const { t } = useTranslation('diagnostics');
  const query = useDiagnosticTemplate({ workspaceId, templateId });
  // A failed refetch keeps the template on screen; only a first load shows its failure.
  if (!query.data) {
    return (
      <RecordQueryState
        query={query}
        skeleton={
          <Stack gap="lg" data-testid="diagnostic-loading">
            <Skeleton height={32} width="40%" />
            <Skeleton height={240} />
          </Stack>
        }
        notFound={<NotFound />}
        errorTitle={t('diagnostics:error.title')}
        errorDescription={t('diagnostics:error.description')}
        errorTestId="diagnostic-error"
      />
    );
  }
  return render(query.data, {
    workspaceId,
    reload: async () => (await query.refetch()).data,
  });
}

/** The template of the route's `:cardId` in the selected project. */
export function DiagnosticTemplateScreen({
  render,
}: {
  render: (template: DiagnosticTemplate, loaded: Loaded) => ReactNode;
}) {
  const { workspaceId } = useSession();
  const { cardId } = useParams();
  const templateId = Number(cardId);
  if (workspaceId === null) return <NoAccessView />;
  if (!Number.isInteger(templateId) || templateId <= 0) return <NotFound />;
  return (
    <LoadedTemplate
      key={`${workspaceId}-${templateId}`}
      workspaceId={workspaceId}
      templateId={templateId}
      render={render}
    />
  );
}
