import { Box, Button, Card, Divider, Group, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedCallback, useDisclosure } from '@mantine/hooks';
import type { ProjectUser } from '@slovo/contracts';
import { IconUserPlus, IconUserSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useProjectUsers } from '../api/get-project-users.ts';
import { EditRolesModal } from '../components/edit-roles-modal.tsx';
import { InviteModal } from '../components/invite-modal.tsx';
import { useUserActions } from '../components/use-user-actions.tsx';
import { UsersList } from '../components/users-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

type ActivityFilter = 'all' | 'active';
type UsersQuery = { search: string; activity: ActivityFilter; page: number };

function ProjectUsers({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['users', 'common']);
  const { user: currentUser } = useSession();
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<UsersQuery>({ search: '', activity: 'all', page: 1 });
  // A new search or filter starts again from its first page.
  const applySearch = useDebouncedCallback(
    (search: string) => setQuery((current) => ({ ...current, search: search.trim(), page: 1 })),
    SEARCH_DEBOUNCE_MS,
  );
  const [isInviteOpen, { open: openInvite, close: closeInvite }] = useDisclosure();
  const [isEditOpen, { open: openEdit, close: closeEdit }] = useDisclosure();
  const [editedUser, setEditedUser] = useState<ProjectUser | null>(null);
  const projectTitle =
    currentUser.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';

  const users = useProjectUsers({
    workspaceId,
    search: query.search,
    isOnlyActive: query.activity === 'active',
    page: query.page,
  });
  const actions = useUserActions({
    workspaceId,
    projectTitle,
    currentUserId: currentUser.id,
    onEditRoles: (user) => {
      setEditedUser(user);
      openEdit();
    },
  });
  const isFiltered = query.search !== '' || query.activity === 'active';

  const renderContent = () => {
    if (users.isPending) return <ListSkeleton testId="users-loading" />;
    if (users.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('users:error.title')}
            description={t('users:error.description')}
            isRetrying={users.isFetching}
            onRetry={() => void users.refetch()}
            testId="users-error"
          />
        </Box>
      );
    }
    if (users.data.data.length === 0) {
      return isFiltered ? (
        <EmptyState
          testId="users-empty"
          icon={<IconUserSearch size={32} />}
          title={t('users:empty.filteredTitle')}
          description={
            // Showing everyone only helps when the active-only filter hid someone.
            query.activity === 'active'
              ? t('users:empty.filteredDescription')
              : t('users:empty.searchDescription')
          }
        />
      ) : (
        <EmptyState
          testId="users-empty"
          icon={<IconUsers size={32} />}
          title={t('users:empty.title')}
          description={t('users:empty.description')}
          action={
            <Button mt="sm" leftSection={<IconUserPlus size={18} />} onClick={openInvite}>
              {t('users:inviteButton')}
            </Button>
          }
        />
      );
    }
    return (
      <Box style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }}>
        <UsersList users={users.data.data} actions={actions} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="users-page">
      <PageHeader
        title={t('users:title')}
        description={t('users:subtitle', { project: projectTitle })}
        actions={
          <Button
            leftSection={<IconUserPlus size={18} />}
            onClick={openInvite}
            data-testid="invite-button"
          >
            {t('users:inviteButton')}
          </Button>
        }
      />
      <Card padding={0}>
        <Group p="md" gap="sm" align="center">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('users:search')}
            testId="users-search"
          />
          <SegmentedControl
            value={query.activity}
            onChange={(value) =>
              setQuery((current) => ({
                ...current,
                activity: value === 'active' ? 'active' : 'all',
                page: 1,
              }))
            }
            data={[
              { value: 'all', label: t('users:filter.all') },
              { value: 'active', label: t('users:filter.onlyActive') },
            ]}
            data-testid="users-only-active"
          />
        </Group>
        <Divider />
        {renderContent()}
      </Card>
      {users.data && (
        <ListPagination
          meta={users.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="users-pagination"
        />
      )}
      <InviteModal isOpen={isInviteOpen} onClose={closeInvite} />
      <EditRolesModal
        user={editedUser}
        isOpen={isEditOpen}
        workspaceId={workspaceId}
        onClose={closeEdit}
      />
    </Stack>
  );
}

/** Spec 2: the manager's index screen, for the project selected in the header. */
export function UsersPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <ProjectUsers key={workspaceId} workspaceId={workspaceId} />;
}
