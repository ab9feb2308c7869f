import { Box, Button, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { buildPath, CONFIRM_MODAL_MAX_WIDTH, type TemplateSummary } from '@slovo/contracts';
import { IconFileSearch, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteTemplateMutation } from '../api/delete-template.ts';
import { useTemplates } from '../api/get-templates.ts';
import { TemplateList } from '../components/template-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;

type TemplatesQuery = { term: string; page: number };

function CreateButton({ testId }: { testId?: string }) {
  const { t } = useTranslation('templates');
  return (
    <Button
      component={Link}
      to={buildPath('createTemplate')}
      leftSection={<IconPlus size={18} />}
      data-testid={testId}
    >
      {t('templates:create')}
    </Button>
  );
}

function useConfirmDelete(workspaceId: number) {
  const { t } = useTranslation(['templates', 'common']);
  const deleteTemplate = useDeleteTemplateMutation();
  return (template: TemplateSummary) =>
    modals.openConfirmModal({
      title: t('templates:delete.title', { title: template.title }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {template.protocol_count > 0
              ? t('templates:delete.textUsed', { count: template.protocol_count })
              : t('templates:delete.textUnused')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('templates:delete.irreversible')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'template-delete-confirm' },
      onConfirm: () =>
        deleteTemplate.mutate(
          { workspaceId, id: template.id },
          {
            onSuccess: () =>
              notify({
                color: 'green',
                message: t('templates:notifications.deleted', { title: template.title }),
              }),
          },
        ),
    });
}

type TemplatesListProps = { workspaceId: number; projectTitle: string; isReadOnly: boolean };

function TemplatesList({ workspaceId, projectTitle, isReadOnly }: TemplatesListProps) {
  const { t } = useTranslation('templates');
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<TemplatesQuery>({ term: '', page: 1 });
  // A new search starts again from its first page.
  const applySearch = useDebouncedCallback(
    (term: string) => setQuery({ term: term.trim(), page: 1 }),
    SEARCH_DEBOUNCE_MS,
  );
  const templates = useTemplates({ workspaceId, term: query.term, page: query.page });
  const confirmDelete = useConfirmDelete(workspaceId);
  const rows = templates.data?.data;

  // Deleting the last template of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (rows?.length === 0 && query.page > 1) {
      setQuery((current) => ({ ...current, page: current.page - 1 }));
    }
  }, [rows, query.page]);

  const renderContent = () => {
    if (templates.isPending) return <ListSkeleton testId="templates-loading" />;
    if (templates.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('templates:error.title')}
            description={t('templates:error.description')}
            isRetrying={templates.isFetching}
            onRetry={() => void templates.refetch()}
            testId="templates-error"
          />
        </Box>
      );
    }
    if (templates.data.data.length === 0) {
      if (query.term !== '') {
        return (
          <EmptyState
            testId="templates-empty"
            icon={<IconFileSearch size={32} />}
            title={t('templates:empty.searchTitle')}
            description={t('templates:empty.searchDescription', { term: query.term })}
          />
        );
      }
      return isReadOnly ? (
        <EmptyState
          testId="templates-empty"
          icon={<IconTemplate size={32} />}
          title={t('templates:empty.title')}
          description={t('templates:empty.teacherDescription')}
        />
      ) : (
        <EmptyState
          testId="templates-empty"
          icon={<IconTemplate size={32} />}
          title={t('templates:empty.title')}
          description={t('templates:empty.description')}
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
        <TemplateList
          templates={templates.data.data}
          isReadOnly={isReadOnly}
          onDelete={confirmDelete}
        />
      </Box>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="templates-page" data-read-only={isReadOnly}>
      <PageHeader
        title={t('templates:title')}
        description={
          isReadOnly
            ? t('templates:teacherSubtitle', { project: projectTitle })
            : t('templates:subtitle', { project: projectTitle })
        }
        actions={isReadOnly ? undefined : <CreateButton testId="template-create" />}
      />
      <Card padding={0}>
        <Group p="md" gap="sm">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('templates:search')}
            testId="templates-search"
          />
        </Group>
        <Divider />
        {renderContent()}
      </Card>
      {templates.data && (
        <ListPagination
          meta={templates.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="templates-pagination"
        />
      )}
    </Stack>
  );
}

function TemplatesPage({ isReadOnly }: { isReadOnly: boolean }) {
  const { user, workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';
  return (
    <TemplatesList
      key={workspaceId}
      workspaceId={workspaceId}
      projectTitle={projectTitle}
      isReadOnly={isReadOnly}
    />
  );
}

/** Spec 2: `/protocols-templates`, where moderators keep the project's protocol templates. */
export function ModeratorTemplatesPage() {
  return <TemplatesPage isReadOnly={false} />;
}

/** Spec 2: `/protocols-templates-teacher`, the same list for teachers to read. */
export function TeacherTemplatesPage() {
  return <TemplatesPage isReadOnly />;
}
