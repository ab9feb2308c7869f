import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { buildPath, type DiagnosticCard } from '@slovo/contracts';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RecordQueryState } from '../../../components/record-query-state.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useDiagnosticCard, useDiagnosticTemplateVersion } from '../api/get-diagnostic-cards.ts';
import { CardEditor } from '../components/card-editor.tsx';
import { CardPdfButton } from '../components/card-pdf-button.tsx';
import { CardStatusBadge } from '../components/card-status-badge.tsx';
import { FamilyLinkCard } from '../components/family-link-card.tsx';

function CardNotFound() {
  const { t } = useTranslation('diagnostics');
  return (
    <EmptyState
      testId="card-not-found"
      icon={<IconFileUnknown size={32} />}
      title={t('diagnostics:card.notFoundTitle')}
      description={t('diagnostics:card.notFoundText')}
      action={
        <Button
          component={Link}
          to={buildPath('diagnosticianClients')}
          leftSection={<IconArrowLeft size={18} />}
          mt="sm"
        >
          {t('diagnostics:student.back')}
        </Button>
      }
    />
  );
}

const loading = (
  <Stack gap="lg" data-testid="card-loading">
    <Skeleton height={32} width="40%" />
    <Skeleton height={240} />
  </Stack>
);

function LoadedCard({ workspaceId, cardId }: { workspaceId: number; cardId: number }) {
  const { t } = useTranslation('diagnostics');
  const { user } = useSession();
  const query = useDiagnosticCard(workspaceId, cardId);
  const card = query.data;
  const version = useDiagnosticTemplateVersion(
    workspaceId,
    card ? { templateId: card.template_id, versionId: card.template_version_id } : null,
  );
  const failed = !card ? query : version;
  if (!card || !version.data) {
    return (
      <RecordQueryState
        query={failed}
        skeleton={loading}
        notFound={<CardNotFound />}
        errorTitle={t('diagnostics:card.loadError')}
        errorDescription={t('diagnostics:error.description')}
        errorTestId="card-error"
      />
    );
  }
  const reload = async (): Promise<DiagnosticCard | undefined> => (await query.refetch()).data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={card.client_info.child_name}
        description={[
          card.template_title,
          t('diagnostics:list.version', { version: card.template_version }),
          t('diagnostics:student.examined', { date: formatDate(card.diagnostic_date) }),
        ].join(' · ')}
        actions={
          <Group gap="sm">
            <CardStatusBadge status={card.status} />
            <CardPdfButton workspaceId={workspaceId} card={card} />
          </Group>
        }
      />
      {card.status !== 'draft' && <FamilyLinkCard workspaceId={workspaceId} card={card} />}
      <CardEditor card={card} version={version.data} userId={user.id} reload={reload} />
    </Stack>
  );
}

/** Spec 2 `/manage-client-dc/{cardId}`: one filled card, edited or read. */
export function ManageClientDcPage() {
  const { workspaceId } = useSession();
  const { cardId } = useParams();
  const id = Number(cardId);
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="manage-client-dc-page">
      {Number.isInteger(id) && id > 0 ? (
        <LoadedCard key={`${workspaceId}-${id}`} workspaceId={workspaceId} cardId={id} />
      ) : (
        <CardNotFound />
      )}
    </Stack>
  );
}
