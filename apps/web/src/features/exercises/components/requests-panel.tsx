import { Badge, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { buildPath, CONFIRM_MODAL_MAX_WIDTH, type ExerciseRequest } from '@slovo/contracts';
import { IconInbox, IconMessagePlus, IconSquarePlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useDeleteExerciseRequestMutation } from '../api/delete-exercise-request.ts';
import { useExerciseRequests } from '../api/get-exercise-requests.ts';
import type { BoardRole } from './exercise-statuses.ts';
import { RequestFormModal } from './request-form-modal.tsx';

type RequestRowProps = {
  request: ExerciseRequest;
  role: BoardRole;
  onDelete: (request: ExerciseRequest) => void;
};

function RequestRow({ request, role, onDelete }: RequestRowProps) {
  const { t } = useTranslation('exercises');
  return (
    <Stack
      gap="xs"
      p="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid={`request-row-${request.id}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box miw={0}>
          <Text fw={600} size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.description}
          </Text>
          <Text size="xs" c="dimmed">
            {t('exercises:requests.meta', {
              name: request.created_by.name,
              date: formatDate(request.created_at),
            })}
          </Text>
        </Box>
        {role === 'author' ? (
          <Button
            component={Link}
            to={`${buildPath('createExerciseAuthor')}?request=${request.id}`}
            size="xs"
            variant="light"
            leftSection={<IconSquarePlus size={16} />}
            style={{ flexShrink: 0 }}
            data-testid={`request-fill-${request.id}`}
          >
            {t('exercises:requests.fill')}
          </Button>
        ) : (
          <RowMenu label={t('exercises:requests.menu')} testId={`request-menu-${request.id}`}>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => onDelete(request)}
              data-testid="request-delete"
            >
              {t('exercises:requests.delete')}
            </Menu.Item>
          </RowMenu>
        )}
      </Group>
      <Group gap={6}>
        {request.interests.map((interest) => (
          <Badge
            key={interest.id}
            size="sm"
            variant="light"
            color="violet"
            tt="none"
            miw={0}
            maw="100%"
            title={interest.name}
          >
            {interest.name}
          </Badge>
        ))}
        {request.age_ranges.map((range) => (
          <Badge
            key={`${range.from}-${range.to}`}
            size="sm"
            variant="outline"
            color="gray"
            tt="none"
          >
            {t('exercises:requests.ages', range)}
          </Badge>
        ))}
      </Group>
      <Text size="sm" c="dimmed" data-testid={`request-filed-${request.id}`}>
        {t('exercises:requests.filed', { total: request.exercise_count })}
      </Text>
    </Stack>
  );
}

type RequestsPanelProps = { workspaceId: number; viewAs: BoardRole };

/** The requests tab: moderators ask for microblocks, authors answer them (spec 3). */
export function RequestsPanel({ workspaceId, viewAs: role }: RequestsPanelProps) {
  const { t } = useTranslation(['exercises', 'common']);
  const requests = useExerciseRequests(workspaceId);
  const deleteRequest = useDeleteExerciseRequestMutation();
  const [isFormOpen, { open: openForm, close: closeForm }] = useDisclosure();

  const confirmDelete = (request: ExerciseRequest) =>
    modals.openConfirmModal({
      title: t('exercises:requests.deleteTitle'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('exercises:requests.deleteText')}</Text>,
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'request-delete-confirm' },
      onConfirm: () =>
        deleteRequest.mutate(
          { workspaceId, id: request.id },
          {
            onSuccess: () => notify({ color: 'green', message: t('exercises:requests.deleted') }),
          },
        ),
    });

  const createButton =
    role === 'moderator' ? (
      <Button
        size="xs"
        leftSection={<IconMessagePlus size={16} />}
        onClick={openForm}
        data-testid="request-create"
      >
        {t('exercises:requests.create')}
      </Button>
    ) : null;

  const renderContent = () => {
    if (requests.isPending) return <ListSkeleton testId="requests-loading" />;
    if (requests.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('exercises:requests.error')}
            description={t('exercises:error.description')}
            isRetrying={requests.isFetching}
            onRetry={() => void requests.refetch()}
            testId="requests-error"
          />
        </Box>
      );
    }
    if (requests.data.length === 0) {
      return (
        <EmptyState
          testId="requests-empty"
          icon={<IconInbox size={32} />}
          title={t('exercises:requests.emptyTitle')}
          description={
            role === 'moderator'
              ? t('exercises:requests.emptyModerator')
              : t('exercises:requests.emptyAuthor')
          }
        />
      );
    }
    return (
      <Stack gap={0}>
        {requests.data.map((request) => (
          <RequestRow key={request.id} request={request} role={role} onDelete={confirmDelete} />
        ))}
      </Stack>
    );
  };

  return (
    <Box data-testid="requests-panel">
      <Group justify="space-between" gap="sm" px="md" py="sm">
        <Text size="sm" c="dimmed">
          {role === 'moderator'
            ? t('exercises:requests.hintModerator')
            : t('exercises:requests.hintAuthor')}
        </Text>
        {createButton}
      </Group>
      {renderContent()}
      {role === 'moderator' && (
        <RequestFormModal workspaceId={workspaceId} isOpen={isFormOpen} onClose={closeForm} />
      )}
    </Box>
  );
}
