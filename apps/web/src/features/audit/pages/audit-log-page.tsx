import { Box, Card, Divider, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { AUDIT_ACTIONS, type AuditAction, ROLE } from '@slovo/contracts';
import { IconBuildingCommunity, IconFilter, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useAllProjects } from '../api/get-all-projects.ts';
import { type AuditFilter, useAuditEvents } from '../api/get-audit-events.ts';
import { AuditEventsList } from '../components/audit-events-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;
/** The project select's value for "every project", which only root may choose. */
const ALL_PROJECTS = 'all';

type ProjectOption = { value: string; label: string };
type ProjectOptionGroup = { group: string; items: ProjectOption[] };

function isAuditAction(value: string | null): value is AuditAction {
  return AUDIT_ACTIONS.some((action) => action === value);
}

/** Root reads every project's history; a manager the projects they manage. */
export function AuditLogPage() {
  const { t } = useTranslation(['audit', 'common']);
  const { user, workspaceId } = useSession();
  const isRoot = user.isRoot;
  const allProjects = useAllProjects({ isEnabled: isRoot });
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<AuditFilter>({
    workspaceId: isRoot ? null : workspaceId,
    action: null,
    search: '',
    page: 1,
  });
  // A new search or filter starts again from its first page.
  const changeFilter = (change: Partial<AuditFilter>) =>
    setFilter((current) => ({ ...current, ...change, page: 1 }));
  const applySearch = useDebouncedCallback(
    (search: string) => changeFilter({ search: search.trim() }),
    SEARCH_DEBOUNCE_MS,
  );
  const events = useAuditEvents(filter);

  const toOption = (id: number, title: string): ProjectOption => ({
    value: String(id),
    label: title,
  });
  const projectOptions: (ProjectOption | ProjectOptionGroup)[] = isRoot
    ? [
        { value: ALL_PROJECTS, label: t('audit:filters.allProjects') },
        {
          group: t('audit:filters.liveProjects'),
          items: (allProjects.data?.live ?? []).map((project) =>
            toOption(project.id, project.title),
          ),
        },
        {
          group: t('audit:filters.archivedProjects'),
          items: (allProjects.data?.archived ?? []).map((project) =>
            toOption(project.id, project.title),
          ),
        },
      ]
    : user.workspaces
        .filter((entry) => entry.roles.includes(ROLE.manager))
        .map((entry) => toOption(entry.workspaceId, entry.workspaceTitle));
  const isFiltered = filter.search !== '' || filter.action !== null;

  const renderContent = () => {
    if (events.isPending) return <ListSkeleton testId="audit-loading" />;
    if (events.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('audit:error.title')}
            description={t('audit:error.description')}
            isRetrying={events.isFetching}
            onRetry={() => void events.refetch()}
            testId="audit-error"
          />
        </Box>
      );
    }
    if (events.data.data.length === 0) {
      return isFiltered ? (
        <EmptyState
          testId="audit-empty"
          icon={<IconFilter size={32} />}
          title={t('audit:empty.filteredTitle')}
          description={t('audit:empty.filteredDescription')}
        />
      ) : (
        <EmptyState
          testId="audit-empty"
          icon={<IconHistory size={32} />}
          title={t('audit:empty.title')}
          description={t('audit:empty.description')}
        />
      );
    }
    return (
      <Box style={{ opacity: events.isPlaceholderData ? 0.6 : 1 }}>
        <AuditEventsList events={events.data.data} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="audit-page">
      <PageHeader title={t('audit:title')} description={t('audit:subtitle')} />
      <Card padding={0}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" p="md">
          <Select
            value={filter.workspaceId === null ? ALL_PROJECTS : String(filter.workspaceId)}
            onChange={(value) =>
              changeFilter({
                workspaceId: value === null || value === ALL_PROJECTS ? null : Number(value),
              })
            }
            data={projectOptions}
            aria-label={t('audit:filters.project')}
            leftSection={<IconBuildingCommunity size={16} />}
            allowDeselect={false}
            searchable={isRoot}
            nothingFoundMessage={t('audit:filters.noProjects')}
            checkIconPosition="right"
            data-testid="audit-project"
          />
          <Select
            value={filter.action}
            onChange={(value) => changeFilter({ action: isAuditAction(value) ? value : null })}
            data={AUDIT_ACTIONS.map((action) => ({
              value: action,
              label: t(`audit:actions.${action}`),
            }))}
            placeholder={t('audit:filters.allActions')}
            aria-label={t('audit:filters.action')}
            leftSection={<IconFilter size={16} />}
            clearable
            checkIconPosition="right"
            data-testid="audit-action"
          />
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('audit:filters.search')}
            testId="audit-search"
          />
        </SimpleGrid>
        <Divider />
        {renderContent()}
      </Card>
      {events.data && (
        <ListPagination
          meta={events.data.meta}
          onChange={(page) => setFilter((current) => ({ ...current, page }))}
          testId="audit-pagination"
        />
      )}
    </Stack>
  );
}
