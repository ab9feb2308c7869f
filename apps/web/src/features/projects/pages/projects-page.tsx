import { Box, Button, Card, Divider, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Workspace } from '@slovo/contracts';
import {
  IconArchive,
  IconBuildingCommunity,
  IconFolderSearch,
  IconPlus,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useTabPanel } from '../../../lib/tab-panel.ts';
import { useArchiveProjectMutation } from '../api/archive-project.ts';
import { useProjects } from '../api/get-projects.ts';
import { useRestoreProjectMutation } from '../api/restore-project.ts';
import { ProjectFormModal } from '../components/project-form-modal.tsx';
import { type ProjectActions, ProjectsList } from '../components/projects-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

type ProjectsQuery = { tab: 'live' | 'archived'; search: string; page: number };

type ProjectsPageProps = {
  /** The invitation form for a project, opened from its row (composed by the route). */
  renderInvite?: (project: Workspace, onClose: () => void) => ReactNode;
};

/** Root sees every project; a manager the ones they manage (or managed, in the archive). */
export function ProjectsPage({ renderInvite }: ProjectsPageProps = {}) {
  const { t } = useTranslation(['projects', 'common']);
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<ProjectsQuery>({ tab: 'live', search: '', page: 1 });
  const tabPanel = useTabPanel(query.tab);
  const [isFormOpen, { open: openForm, close: closeForm }] = useDisclosure();
  const [editedProject, setEditedProject] = useState<Workspace | null>(null);
  const [invitedProject, setInvitedProject] = useState<Workspace | null>(null);
  const archiveProject = useArchiveProjectMutation();
  const restoreProject = useRestoreProjectMutation();
  // A new search or tab starts again from its first page.
  const applySearch = useDebouncedCallback(
    (search: string) => setQuery((current) => ({ ...current, search: search.trim(), page: 1 })),
    SEARCH_DEBOUNCE_MS,
  );
  const projects = useProjects({
    isArchived: query.tab === 'archived',
    search: query.search,
    page: query.page,
  });

  const openCreate = () => {
    setEditedProject(null);
    openForm();
  };

  const notifySuccess = (message: string) => notify({ color: 'green', message });

  const actions: ProjectActions = {
    invite: renderInvite ? setInvitedProject : undefined,
    edit: (project) => {
      setEditedProject(project);
      openForm();
    },
    confirmArchive: (project) =>
      modals.openConfirmModal({
        title: t('projects:archive.title', { title: project.title }),
        children: <Text size="sm">{t('projects:archive.text')}</Text>,
        labels: { confirm: t('projects:archive.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'orange', 'data-testid': 'project-archive-confirm' },
        onConfirm: () =>
          archiveProject.mutate(project.id, {
            onSuccess: () =>
              notifySuccess(t('projects:notifications.archived', { title: project.title })),
          }),
      }),
    confirmRestore: (project) =>
      modals.openConfirmModal({
        title: t('projects:restore.title', { title: project.title }),
        children: <Text size="sm">{t('projects:restore.text')}</Text>,
        labels: { confirm: t('projects:restore.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { 'data-testid': 'project-restore-confirm' },
        onConfirm: () =>
          restoreProject.mutate(project.id, {
            onSuccess: () =>
              notifySuccess(t('projects:notifications.restored', { title: project.title })),
          }),
      }),
  };

  const renderEmptyState = () => {
    if (query.search) {
      return (
        <EmptyState
          testId="projects-empty"
          icon={<IconFolderSearch size={32} />}
          title={t('projects:empty.filteredTitle')}
          description={t('projects:empty.filteredDescription')}
        />
      );
    }
    if (query.tab === 'archived') {
      return (
        <EmptyState
          testId="projects-empty"
          icon={<IconArchive size={32} />}
          title={t('projects:empty.archivedTitle')}
          description={t('projects:empty.archivedDescription')}
        />
      );
    }
    return (
      <EmptyState
        testId="projects-empty"
        icon={<IconBuildingCommunity size={32} />}
        title={t('projects:empty.title')}
        description={t('projects:empty.description')}
        action={
          <Button mt="sm" leftSection={<IconPlus size={18} />} onClick={openCreate}>
            {t('projects:createButton')}
          </Button>
        }
      />
    );
  };

  const renderContent = () => {
    if (projects.isPending) return <ListSkeleton testId="projects-loading" />;
    if (projects.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('projects:error.title')}
            description={t('projects:error.description')}
            isRetrying={projects.isFetching}
            onRetry={() => void projects.refetch()}
            testId="projects-error"
          />
        </Box>
      );
    }
    if (projects.data.data.length === 0) return renderEmptyState();
    return (
      <Box style={{ opacity: projects.isPlaceholderData ? 0.6 : 1 }}>
        <ProjectsList projects={projects.data.data} actions={actions} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="projects-page">
      <PageHeader
        title={t('projects:title')}
        description={t('projects:subtitle')}
        actions={
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={openCreate}
            data-testid="project-create"
          >
            {t('projects:createButton')}
          </Button>
        }
      />
      <Tabs
        id={tabPanel.tabsId}
        value={query.tab}
        onChange={(tab) =>
          setQuery((current) => ({
            ...current,
            tab: tab === 'archived' ? 'archived' : 'live',
            page: 1,
          }))
        }
      >
        <Tabs.List>
          <Tabs.Tab value="live" data-testid="projects-tab-live">
            {t('projects:tabs.live')}
          </Tabs.Tab>
          <Tabs.Tab value="archived" data-testid="projects-tab-archived">
            {t('projects:tabs.archived')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Card padding={0} {...tabPanel.panelProps}>
        <Group p="md">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('projects:search')}
            testId="projects-search"
          />
        </Group>
        <Divider />
        {renderContent()}
      </Card>
      {projects.data && (
        <ListPagination
          meta={projects.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="projects-pagination"
        />
      )}
      <ProjectFormModal project={editedProject} isOpen={isFormOpen} onClose={closeForm} />
      {invitedProject && renderInvite?.(invitedProject, () => setInvitedProject(null))}
    </Stack>
  );
}
