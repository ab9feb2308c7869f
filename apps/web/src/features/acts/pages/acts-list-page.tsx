import { Badge, Box, Button, Card, Divider, Group, Menu, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  type ActSummary,
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  formatActNumber,
} from '@slovo/contracts';
import {
  IconBan,
  IconDownload,
  IconFileCertificate,
  IconFileSearch,
  IconPlus,
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
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { type ProjectChoice, useActList, useDownloadActPdf, useVoidAct } from '../api/acts-api.ts';
import { ActProjectSelect, useActProject } from '../components/act-project-select.tsx';
import { formatMoney } from '../components/format-money.ts';

const SEARCH_DEBOUNCE_MS = 300;

function CreateButton({ projectId, testId }: { projectId: number; testId?: string }) {
  const { t } = useTranslation('acts');
  return (
    <Button
      component={Link}
      to={`${buildPath('createAct')}?project=${projectId}`}
      leftSection={<IconPlus size={18} />}
      data-testid={testId}
    >
      {t('acts:create')}
    </Button>
  );
}

function ActRow({
  act,
  isFirst,
  onDownload,
  onVoid,
}: {
  act: ActSummary;
  isFirst: boolean;
  onDownload: (act: ActSummary) => void;
  onVoid: (act: ActSummary) => void;
}) {
  const { t } = useTranslation('acts');
  const number = formatActNumber(act);
  const isVoid = act.voided_at !== null;
  return (
    <Group
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="md"
      style={isFirst ? undefined : { borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-testid={`act-row-${act.id}`}
    >
      <Stack gap={6} miw={0} style={{ flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} td={isVoid ? 'line-through' : undefined}>
            {t('acts:list.number', { number })}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(`${act.act_date}T12:00:00Z`)}
          </Text>
          <Badge variant="light" color="indigo" tt="none">
            {t(`acts:types.${act.type}`)}
          </Badge>
          {isVoid && (
            <Badge variant="light" color="red" tt="none" data-testid={`act-void-${act.id}`}>
              {t('acts:list.void')}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {act.performer_name_uk}
          <Text span c="dimmed">
            {' · '}
            {act.performer_name_en}
          </Text>
        </Text>
        <Group gap="md">
          <Text size="sm" fw={500}>
            {formatMoney(act.amount, act.currency)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('acts:list.contract', { number: act.contract_number })}
          </Text>
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} />}
          onClick={() => onDownload(act)}
          data-testid={`act-pdf-${act.id}`}
          visibleFrom="xs"
        >
          {t('acts:list.pdf')}
        </Button>
        <RowMenu label={t('acts:list.menu', { number })} testId={`act-menu-${act.id}`}>
          <Menu.Item leftSection={<IconDownload size={18} />} onClick={() => onDownload(act)}>
            {t('acts:list.download')}
          </Menu.Item>
          {!isVoid && (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconBan size={18} />}
                onClick={() => onVoid(act)}
                data-testid="act-action-void"
              >
                {t('acts:list.voidAction')}
              </Menu.Item>
            </>
          )}
        </RowMenu>
      </Group>
    </Group>
  );
}

function ActList({
  project,
  projects,
  onChoose,
}: {
  project: ProjectChoice;
  projects: ProjectChoice[];
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation(['acts', 'common']);
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState({ term: '', page: 1 });
  const applySearch = useDebouncedCallback(
    (term: string) => setQuery({ term: term.trim(), page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const list = useActList({ workspaceId: project.id, ...query });
  const voiding = useVoidAct();
  const download = useDownloadActPdf();
  const tellError = (error: unknown) =>
    notify({ color: 'red', message: isApiError(error) ? error.message : String(error) });

  const startDownload = (act: ActSummary) =>
    download.mutate({ workspaceId: project.id, act }, { onError: tellError });

  const confirmVoid = (act: ActSummary) =>
    modals.openConfirmModal({
      title: t('acts:voidConfirm.title', { number: formatActNumber(act) }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('acts:voidConfirm.text')}</Text>,
      labels: { confirm: t('acts:voidConfirm.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'act-void-confirm' },
      onConfirm: () =>
        voiding.mutate(
          { workspaceId: project.id, id: act.id },
          {
            onSuccess: () =>
              notify({
                color: 'green',
                message: t('acts:voided', { number: formatActNumber(act) }),
              }),
            onError: tellError,
          },
        ),
    });

  const renderContent = () => {
    if (list.isPending) return <ListSkeleton testId="acts-loading" />;
    if (list.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('acts:error.listTitle')}
            description={t('acts:error.description')}
            isRetrying={list.isFetching}
            onRetry={() => void list.refetch()}
            testId="acts-error"
          />
        </Box>
      );
    }
    if (list.data.data.length === 0) {
      return query.term ? (
        <EmptyState
          testId="acts-empty"
          icon={<IconFileSearch size={32} />}
          title={t('acts:list.searchEmptyTitle')}
          description={t('acts:list.searchEmptyDescription')}
        />
      ) : (
        <EmptyState
          testId="acts-empty"
          icon={<IconFileCertificate size={32} />}
          title={t('acts:list.emptyTitle')}
          description={t('acts:list.emptyDescription')}
          action={
            <Box mt="sm">
              <CreateButton projectId={project.id} />
            </Box>
          }
        />
      );
    }
    return (
      <Stack gap={0} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        {list.data.data.map((act, index) => (
          <ActRow
            key={act.id}
            act={act}
            isFirst={index === 0}
            onDownload={startDownload}
            onVoid={confirmVoid}
          />
        ))}
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1000} data-testid="acts-page">
      <PageHeader
        title={t('acts:title')}
        description={t('acts:subtitle')}
        actions={<CreateButton projectId={project.id} testId="act-create" />}
      />
      {projects.length > 1 && (
        <ActProjectSelect projects={projects} chosen={project} onChoose={onChoose} />
      )}
      <Card padding={0}>
        <Box p="md">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('acts:list.search')}
            testId="acts-search"
          />
        </Box>
        <Divider />
        {renderContent()}
      </Card>
      {list.data && (
        <ListPagination
          meta={list.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="acts-pagination"
        />
      )}
    </Stack>
  );
}

/** `/acts`: a project's acts of work acceptance, for root and managers (decision 039). */
export function ActsPage() {
  const { projects, isPending, chosen, choose } = useActProject();
  if (isPending) return <ListSkeleton testId="acts-loading" />;
  if (!chosen) return <NoAccessView />;
  return <ActList key={chosen.id} project={chosen} projects={projects} onChoose={choose} />;
}
