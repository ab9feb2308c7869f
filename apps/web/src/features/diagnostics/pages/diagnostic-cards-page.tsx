import {
  Box,
  Button,
  Card,
  Divider,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  type DiagnosticTemplateSummary,
} from '@slovo/contracts';
import { IconClipboardList, IconFileSearch, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type DiagnosticTemplateAction,
  useChangeDiagnosticTemplateMutation,
} from '../api/change-diagnostic-template.ts';
import {
  type DiagnosticTemplatesFilter,
  useDiagnosticTemplates,
} from '../api/get-diagnostic-templates.ts';
import { DiagnosticTemplateList } from '../components/diagnostic-template-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

type Query = Omit<DiagnosticTemplatesFilter, 'workspaceId'>;

function CreateButton({ testId }: { testId?: string }) {
  const { t } = useTranslation('diagnostics');
  return (
    <Button
      component={Link}
      to={buildPath('createDiagnosticCard')}
      leftSection={<IconPlus size={18} />}
      data-testid={testId}
    >
      {t('diagnostics:list.create')}
    </Button>
  );
}

function useTemplateActions(workspaceId: number) {
  const { t } = useTranslation(['diagnostics', 'common']);
  const change = useChangeDiagnosticTemplateMutation();
  const run = (template: DiagnosticTemplateSummary, action: DiagnosticTemplateAction) =>
    change.mutate(
      { workspaceId, id: template.id, action },
      {
        onSuccess: () =>
          notify({
            color: 'green',
            message: t(`diagnostics:notifications.${action}`, { title: template.title }),
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === 'DIAGNOSTIC_TEMPLATE_IN_USE') {
            notify({
              color: 'orange',
              title: t('diagnostics:delete.inUseTitle'),
              message: t('diagnostics:delete.inUse'),
            });
          }
        },
      },
    );
  return (template: DiagnosticTemplateSummary, action: DiagnosticTemplateAction) => {
    if (action !== 'delete') {
      run(template, action);
      return;
    }
    modals.openConfirmModal({
      title: t('diagnostics:delete.title', { title: template.title }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('diagnostics:delete.text')}</Text>,
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'diagnostic-delete-confirm' },
      onConfirm: () => run(template, 'delete'),
    });
  };
}

function DiagnosticCardsList({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('diagnostics');
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<Query>({
    term: '',
    categoryId: null,
    status: 'active',
    page: 1,
  });
  const applySearch = useDebouncedCallback(
    (term: string) => setQuery((current) => ({ ...current, term: term.trim(), page: 1 })),
    SEARCH_DEBOUNCE_MS,
  );
  const templates = useDiagnosticTemplates({ workspaceId, ...query });
  const categories = useCategories(workspaceId);
  const onAction = useTemplateActions(workspaceId);
  const isFiltered = query.term !== '' || query.categoryId !== null;

  const renderContent = () => {
    if (templates.isPending) return <ListSkeleton testId="diagnostics-loading" />;
    if (templates.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('diagnostics:error.listTitle')}
            description={t('diagnostics:error.description')}
            isRetrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
            testId="diagnostics-error"
          />
        </Box>
      );
    }
    if (templates.data.data.length === 0) {
      if (isFiltered) {
        return (
          <EmptyState
            testId="diagnostics-empty"
            icon={<IconFileSearch size={32} />}
            title={t('diagnostics:empty.searchTitle')}
            description={t('diagnostics:empty.searchDescription')}
          />
        );
      }
      if (query.status === 'archived') {
        return (
          <EmptyState
            testId="diagnostics-empty"
            icon={<IconClipboardList size={32} />}
            title={t('diagnostics:empty.archivedTitle')}
            description={t('diagnostics:empty.archivedDescription')}
          />
        );
      }
      return (
        <EmptyState
          testId="diagnostics-empty"
          icon={<IconClipboardList size={32} />}
          title={t('diagnostics:empty.title')}
          description={t('diagnostics:empty.description')}
          action={
            <Box mt="sm">
              <CreateButton />
            </Box>
          }
        />
      );
    }
    return (
      <Box style={{ opacity: templates.isPlaceholderData ? 0.6 : 1 }}>
        <DiagnosticTemplateList templates={templates.data.data} onAction={onAction} />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="diagnostic-cards-page">
      <PageHeader
        title={t('diagnostics:list.title')}
        description={t('diagnostics:list.subtitle')}
        actions={<CreateButton testId="diagnostic-create" />}
      />
      <Card padding={0}>
        <Group p="md" gap="sm" align="flex-end">
          <Box style={{ flex: '1 1 220px' }}>
            <SearchInput
              value={searchText}
              onChange={(value) => {
                setSearchText(value);
                applySearch(value);
              }}
              placeholder={t('diagnostics:list.search')}
              testId="diagnostics-search"
            />
          </Box>
          <Select
            aria-label={t('diagnostics:list.category')}
            placeholder={t('diagnostics:list.allCategories')}
            data={(categories.data ?? [])
              .filter((category) => !category.is_folder)
              .map((category) => ({ value: String(category.id), label: category.name }))}
            value={query.categoryId === null ? null : String(query.categoryId)}
            onChange={(value) =>
              setQuery((current) => ({
                ...current,
                categoryId: value ? Number(value) : null,
                page: 1,
              }))
            }
            clearable
            searchable
            style={{ flex: '1 1 200px' }}
            data-testid="diagnostics-category"
          />
          <SegmentedControl
            aria-label={t('diagnostics:list.status')}
            value={query.status}
            onChange={(value) =>
              setQuery((current) => ({ ...current, status: value as Query['status'], page: 1 }))
            }
            data={[
              { value: 'active', label: t('diagnostics:list.active') },
              { value: 'archived', label: t('diagnostics:list.archived') },
            ]}
            data-testid="diagnostics-status"
          />
        </Group>
        <Divider />
        {renderContent()}
      </Card>
      {templates.data && (
        <ListPagination
          meta={templates.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="diagnostics-pagination"
        />
      )}
    </Stack>
  );
}

/** Spec 2: `/diagnostic-cards`, where moderators keep the project's diagnostic card templates. */
export function DiagnosticCardsPage() {
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return <DiagnosticCardsList key={workspaceId} workspaceId={workspaceId} />;
}
