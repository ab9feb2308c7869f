import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  Divider,
  Group,
  Menu,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import {
  IconAlertCircle,
  IconBarbell,
  IconEdit,
  IconFileSearch,
  IconListCheck,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type ProgramKind,
  type ProgramSummary,
  useDeleteProgramItem,
  useProgramList,
} from '../api/programs-api.ts';
import { getCreatePath, getEditPath } from './program-paths.ts';

const SEARCH_DEBOUNCE_MS = 300;

function CreateButton({ kind, testId }: { kind: ProgramKind; testId?: string }) {
  const { t } = useTranslation('programs');
  return (
    <Button
      component={Link}
      to={getCreatePath(kind)}
      leftSection={<IconPlus size={18} />}
      data-testid={testId}
    >
      {t(`programs:${kind}.create`)}
    </Button>
  );
}

function ItemRow({
  kind,
  item,
  isFirst,
  onDelete,
}: {
  kind: ProgramKind;
  item: ProgramSummary;
  isFirst: boolean;
  onDelete: (item: ProgramSummary) => void;
}) {
  const { t } = useTranslation('programs');
  const count = 'complex_count' in item ? item.complex_count : item.program_count;
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="md"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`program-row-${item.id}`}
    >
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Anchor
          component={Link}
          to={getEditPath(kind, item.id)}
          fw={600}
          c="var(--mantine-color-text)"
          style={{ overflowWrap: 'anywhere' }}
          data-testid={`program-open-${item.id}`}
        >
          {item.name}
        </Anchor>
        <Group gap={6}>
          <Badge variant="light" color="indigo" tt="none">
            {t(`programs:${kind}.count`, { count })}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('programs:list.updated', { date: formatDate(item.updated_at) })}
          </Text>
        </Group>
      </Stack>
      <Box style={{ flexShrink: 0 }}>
        <RowMenu
          label={t('programs:list.menu', { name: item.name })}
          testId={`program-menu-${item.id}`}
        >
          <Menu.Item
            component={Link}
            to={getEditPath(kind, item.id)}
            leftSection={<IconEdit size={18} />}
          >
            {t('programs:list.edit')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => onDelete(item)}
            data-testid="program-action-delete"
          >
            {t('programs:list.delete')}
          </Menu.Item>
        </RowMenu>
      </Box>
    </Group>
  );
}

function ProgramList({ kind, workspaceId }: { kind: ProgramKind; workspaceId: number }) {
  const { t } = useTranslation(['programs', 'common']);
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState({ term: '', page: 1 });
  const [refusal, setRefusal] = useState<string | null>(null);
  const applySearch = useDebouncedCallback(
    (term: string) => setQuery({ term: term.trim(), page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const list = useProgramList(kind, { workspaceId, ...query });
  const remove = useDeleteProgramItem(kind);

  const confirmDelete = (item: ProgramSummary) =>
    modals.openConfirmModal({
      title: t(`programs:${kind}.deleteTitle`, { name: item.name }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t(`programs:${kind}.deleteText`)}</Text>,
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'program-delete-confirm' },
      onConfirm: () => {
        setRefusal(null);
        remove.mutate(
          { workspaceId, id: item.id },
          {
            onSuccess: () =>
              notify({
                color: 'green',
                message: t(`programs:${kind}.deleted`, { name: item.name }),
              }),
            // In use, or gone already: said once, above the list, in the server's words.
            onError: (error) => setRefusal(isApiError(error) ? error.message : String(error)),
          },
        );
      },
    });

  const renderContent = () => {
    if (list.isPending) return <ListSkeleton testId="programs-loading" />;
    if (list.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('programs:error.listTitle')}
            description={t('programs:error.description')}
            isRetrying={list.isFetching}
            onRetry={() => void list.refetch()}
            testId="programs-error"
          />
        </Box>
      );
    }
    if (list.data.data.length === 0) {
      return query.term ? (
        <EmptyState
          testId="programs-empty"
          icon={<IconFileSearch size={32} />}
          title={t('programs:list.searchEmptyTitle')}
          description={t('programs:list.searchEmptyDescription')}
        />
      ) : (
        <EmptyState
          testId="programs-empty"
          icon={kind === 'complexes' ? <IconBarbell size={32} /> : <IconListCheck size={32} />}
          title={t(`programs:${kind}.emptyTitle`)}
          description={t(`programs:${kind}.emptyDescription`)}
          action={
            <Box mt="sm">
              <CreateButton kind={kind} />
            </Box>
          }
        />
      );
    }
    return (
      <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.data.map((item, index) => (
          <ItemRow
            key={item.id}
            kind={kind}
            item={item}
            isFirst={index === 0}
            onDelete={confirmDelete}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1000} data-testid={`${kind}-page`}>
      <PageHeader
        title={t(`programs:${kind}.title`)}
        description={t(`programs:${kind}.subtitle`)}
        actions={<CreateButton kind={kind} testId="program-create" />}
      />
      {refusal && (
        <Alert
          color="orange"
          icon={<IconAlertCircle size={20} />}
          role="alert"
          data-testid="program-delete-refused"
          withCloseButton={false}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {refusal}
            </Text>
            <CloseButton
              aria-label={t('common:actions.close')}
              onClick={() => setRefusal(null)}
              size="sm"
            />
          </Group>
        </Alert>
      )}
      <Card padding={0}>
        <Box p="md">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t(`programs:${kind}.search`)}
            testId="programs-search"
          />
        </Box>
        <Divider />
        {renderContent()}
      </Card>
      {list.data && (
        <ListPagination
          meta={list.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="programs-pagination"
        />
      )}
    </Stack>
  );
}

function ProgramListScreen({ kind }: { kind: ProgramKind }) {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <ProgramList key={`${kind}-${workspaceId}`} kind={kind} workspaceId={workspaceId} />;
}

/** `/recommended-programs`: the project's recommended programs, for moderators. */
export function RecommendedProgramsPage() {
  return <ProgramListScreen kind="programs" />;
}

/** `/exercise-complexes`: the project's exercise complexes, for moderators. */
export function ExerciseComplexesPage() {
  return <ProgramListScreen kind="complexes" />;
}
