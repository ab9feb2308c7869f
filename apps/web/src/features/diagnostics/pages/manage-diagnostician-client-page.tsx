import { Button, Card, Group, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconArrowLeft, IconClipboardPlus, IconUserQuestion } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useMyDiagnosticStudents } from '../api/get-diagnostic-cards.ts';
import { CardSummaryList } from '../components/card-summary-list.tsx';
import { StartCardModal } from '../components/start-card-modal.tsx';

function BackButton() {
  const { t } = useTranslation('diagnostics');
  return (
    <Button
      component={Link}
      to={buildPath('diagnosticianClients')}
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
      data-testid="student-back"
    >
      {t('diagnostics:student.back')}
    </Button>
  );
}

function StudentNotFound() {
  const { t } = useTranslation('diagnostics');
  return (
    <EmptyState
      testId="student-not-found"
      icon={<IconUserQuestion size={32} />}
      title={t('diagnostics:student.notFoundTitle')}
      description={t('diagnostics:student.notFoundText')}
      action={<BackButton />}
    />
  );
}

function StudentCards({ workspaceId, clientId }: { workspaceId: number; clientId: number }) {
  const { t } = useTranslation('diagnostics');
  const [isStarting, setIsStarting] = useState(false);
  // The students assigned to me carry their cards: the one list says who is mine.
  const query = useMyDiagnosticStudents(workspaceId);
  if (query.isPending) return <ListSkeleton testId="student-loading" />;
  if (!query.data) {
    return (
      <QueryErrorAlert
        title={t('diagnostics:students.error')}
        description={t('diagnostics:error.description')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="student-error"
      />
    );
  }
  const student = query.data.find((candidate) => candidate.id === clientId);
  if (!student) return <StudentNotFound />;
  const startButton = (
    <Button
      leftSection={<IconClipboardPlus size={18} />}
      onClick={() => setIsStarting(true)}
      data-testid="start-card"
    >
      {t('diagnostics:student.start')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={student.child_name}
        description={[
          student.client_name,
          student.birth_date &&
            t('diagnostics:students.born', { date: formatDate(student.birth_date) }),
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <Group gap="sm">
            <BackButton />
            {startButton}
          </Group>
        }
      />
      <Card padding={0} withBorder>
        {student.cards.length === 0 ? (
          <EmptyState
            testId="student-no-cards"
            icon={<IconClipboardPlus size={32} />}
            title={t('diagnostics:student.emptyTitle')}
            description={t('diagnostics:student.emptyText')}
          />
        ) : (
          <CardSummaryList cards={student.cards} />
        )}
      </Card>
      <StartCardModal
        workspaceId={workspaceId}
        clientId={student.id}
        childName={student.child_name}
        opened={isStarting}
        onClose={() => setIsStarting(false)}
      />
    </Stack>
  );
}

/** Spec 2 `/manage-diagnostician-clients/{clientId}`: a student's cards, and a new one. */
export function ManageDiagnosticianClientPage() {
  const { workspaceId } = useSession();
  const { clientId } = useParams();
  const id = Number(clientId);
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="manage-diagnostician-client-page">
      {Number.isInteger(id) && id > 0 ? (
        <StudentCards key={`${workspaceId}-${id}`} workspaceId={workspaceId} clientId={id} />
      ) : (
        <StudentNotFound />
      )}
    </Stack>
  );
}
