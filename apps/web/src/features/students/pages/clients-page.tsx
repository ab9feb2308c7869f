import { Box, Button, Card, Divider, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArchive, IconUserPlus, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useClients } from '../api/get-clients.ts';
import { ClientFilters } from '../components/client-filters.tsx';
import { ClientFormModal } from '../components/client-form-modal.tsx';
import { ClientList } from '../components/client-list.tsx';
import { useClientArchive } from '../components/use-client-actions.tsx';
import { useClientsQuery } from '../components/use-clients-query.ts';

function ProjectClients({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('students');
  const { user } = useSession();
  const { state, update } = useClientsQuery();
  const [isFormOpen, { open: openForm, close: closeForm }] = useDisclosure();
  const archive = useClientArchive(workspaceId);
  const clients = useClients({
    workspaceId,
    term: state.term,
    qualification: state.qualification,
    teacherId: state.isMine ? user.id : null,
    isArchived: state.isArchived,
    sort: state.sort,
    page: state.page,
  });
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';
  const meta = clients.data?.meta;
  // Archiving the last student of the last page leaves that page empty: show the one before.
  const lastPage = meta ? Math.max(1, Math.ceil(meta.total / meta.pageSize)) : 1;
  const isPastEnd = meta !== undefined && !clients.isPlaceholderData && state.page > lastPage;
  useEffect(() => {
    if (isPastEnd) update({ page: lastPage });
  }, [isPastEnd, lastPage, update]);
  const isFiltered = state.term.trim() !== '' || state.qualification !== null || state.isMine;

  const createButton = (testId: string) => (
    <Button leftSection={<IconUserPlus size={18} />} onClick={openForm} data-testid={testId}>
      {t('students:create')}
    </Button>
  );

  const renderContent = () => {
    if (clients.isPending) return <ListSkeleton testId="clients-loading" />;
    if (clients.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('students:error.title')}
            description={t('students:error.description')}
            isRetrying={clients.isFetching}
            onRetry={() => void clients.refetch()}
            testId="clients-error"
          />
        </Box>
      );
    }
    if (clients.data.data.length === 0) {
      if (isFiltered) {
        return (
          <EmptyState
            testId="clients-empty"
            icon={<IconUserSearch size={32} />}
            title={t('students:empty.filteredTitle')}
            description={t('students:empty.filteredDescription')}
          />
        );
      }
      if (state.isArchived) {
        return (
          <EmptyState
            testId="clients-empty"
            icon={<IconArchive size={32} />}
            title={t('students:empty.archivedTitle')}
            description={t('students:empty.archivedDescription')}
          />
        );
      }
      return (
        <EmptyState
          testId="clients-empty"
          icon={<IconUsers size={32} />}
          title={t('students:empty.title')}
          description={t('students:empty.description')}
          action={<Box mt="sm">{createButton('clients-empty-create')}</Box>}
        />
      );
    }
    return (
      <Box style={{ opacity: clients.isPlaceholderData ? 0.6 : 1 }} data-testid="clients-list">
        <ClientList
          clients={clients.data.data}
          actions={{
            onArchive: archive.confirmArchive,
            onRestore: archive.restore,
            pendingId: archive.pendingId,
          }}
        />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="clients-page">
      <PageHeader
        title={t('students:title')}
        description={t('students:subtitle', { project: projectTitle })}
        actions={createButton('client-create')}
      />
      <Card padding={0}>
        <ClientFilters state={state} onChange={update} />
        <Divider />
        {renderContent()}
      </Card>
      {clients.data && (
        <ListPagination
          meta={clients.data.meta}
          onChange={(page) => update({ page })}
          testId="clients-pagination"
        />
      )}
      <ClientFormModal isOpen={isFormOpen} workspaceId={workspaceId} onClose={closeForm} />
    </Stack>
  );
}

/** Spec 2: the teacher's index screen, the students of the project selected in the header. */
export function ClientsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <ProjectClients key={workspaceId} workspaceId={workspaceId} />;
}
