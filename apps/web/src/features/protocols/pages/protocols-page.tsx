import { Box, Button, Card, Divider, SegmentedControl, Stack } from '@mantine/core';
import { PLAN_FILTERS, type PlanFilter } from '@slovo/contracts';
import { IconClipboardList, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { useProtocols } from '../api/get-protocols.ts';
import { ProtocolFormModal } from '../components/protocol-form-modal.tsx';
import { ProtocolList } from '../components/protocol-list.tsx';

function readFilter(value: string | null): PlanFilter {
  return PLAN_FILTERS.find((filter) => filter === value) ?? 'all';
}

function readPositiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Spec 2 and 4: the protocols of the project by the status of their newest plan; the filter and
 * page are in the address, and `?client_id=` opens the new-protocol form for that student (the
 * student's screen links here).
 */
function ProtocolsScreen({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['protocols', 'common']);
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const page = readPositiveInt(searchParams.get('page')) ?? 1;
  const preselectedClientId = readPositiveInt(searchParams.get('client_id'));
  const [isFormOpen, setIsFormOpen] = useState(preselectedClientId !== null);
  const protocols = useProtocols({ workspaceId, status, page });
  const isWide = useIsBreakpointUp('xs');

  const updateParams = (changes: Record<string, string | null>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const openForm = () => setIsFormOpen(true);
  const closeForm = () => {
    setIsFormOpen(false);
    // Closed on purpose: a reload must not open it again for the same student.
    if (preselectedClientId !== null) updateParams({ client_id: null });
  };

  const renderContent = () => {
    if (protocols.isPending) return <ListSkeleton testId="protocols-loading" />;
    if (protocols.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('protocols:error.title')}
            description={t('protocols:error.description')}
            isRetrying={protocols.isFetching}
            onRetry={() => void protocols.refetch()}
            testId="protocols-error"
          />
        </Box>
      );
    }
    if (protocols.data.data.length === 0) {
      return status === 'all' ? (
        <EmptyState
          testId="protocols-empty"
          icon={<IconClipboardList size={32} />}
          title={t('protocols:empty.title')}
          description={t('protocols:empty.description')}
          action={
            <Button mt="sm" leftSection={<IconPlus size={18} />} onClick={openForm}>
              {t('protocols:create')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          testId="protocols-empty"
          icon={<IconFilterOff size={32} />}
          title={t(`protocols:empty.filtered.${status}`)}
          description={t('protocols:empty.filteredDescription')}
          action={
            <Button
              mt="sm"
              variant="light"
              onClick={() => updateParams({ status: null, page: null })}
            >
              {t('protocols:empty.showAll')}
            </Button>
          }
        />
      );
    }
    return (
      <Box style={{ opacity: protocols.isPlaceholderData ? 0.6 : 1 }}>
        <ProtocolList protocols={protocols.data.data} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="protocols-page">
      <PageHeader
        title={t('protocols:title')}
        description={t('protocols:subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={openForm}
            data-testid="protocol-create"
          >
            {t('protocols:create')}
          </Button>
        }
      />
      <Card padding={0}>
        <Box p="md">
          <SegmentedControl
            value={status}
            onChange={(value) =>
              updateParams({ status: value === 'all' ? null : value, page: null })
            }
            data={PLAN_FILTERS.map((filter) => ({
              value: filter,
              label: t(`protocols:filter.${filter}`),
            }))}
            aria-label={t('protocols:filter.label')}
            // Four labels do not fit side by side on a phone in every language.
            orientation={isWide ? 'horizontal' : 'vertical'}
            fullWidth={!isWide}
            data-testid="plan-filter"
          />
        </Box>
        <Divider />
        {renderContent()}
      </Card>
      {protocols.data && (
        <ListPagination
          meta={protocols.data.meta}
          onChange={(next) => updateParams({ page: next === 1 ? null : String(next) })}
          testId="protocols-pagination"
        />
      )}
      <ProtocolFormModal
        isOpen={isFormOpen}
        workspaceId={workspaceId}
        preselectedClientId={preselectedClientId}
        onClose={closeForm}
      />
    </Stack>
  );
}

export function ProtocolsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <ProtocolsScreen key={workspaceId} workspaceId={workspaceId} />;
}
