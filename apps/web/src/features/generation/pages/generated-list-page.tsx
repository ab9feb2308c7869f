import {
  Box,
  Button,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  type ExerciseSummary,
  type Theme,
} from '@slovo/contracts';
import { IconArrowLeft, IconPresentation, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteGeneratedMutation } from '../api/delete-generated.ts';
import { useGeneratedExercises } from '../api/get-generated-exercises.ts';
import { useThemes } from '../api/get-themes.ts';
import { useToggleGeneratedMutation } from '../api/toggle-generated.ts';
import { GeneratedBulkBar } from '../components/generated-bulk-bar.tsx';
import { GeneratedCard } from '../components/generated-card.tsx';
import {
  GeneratedPreviewModal,
  type SlideViewerComponent,
} from '../components/generated-preview-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 8;

type GeneratedListProps = {
  workspaceId: number;
  themeId: number;
  SlideViewer: SlideViewerComponent;
};

function BackLink() {
  const { t } = useTranslation('generation');
  return (
    <Button
      component={Link}
      to={buildPath('autoGeneration')}
      variant="subtle"
      size="compact-sm"
      px={0}
      leftSection={<IconArrowLeft size={16} />}
      style={{ alignSelf: 'flex-start' }}
      data-testid="generated-back"
    >
      {t('generation:list.back')}
    </Button>
  );
}

function ThemeHeader({ theme, isPending }: { theme: Theme | undefined; isPending: boolean }) {
  const { t } = useTranslation('generation');
  if (isPending) {
    return (
      <Stack gap="xs">
        <Skeleton height={32} width={260} />
        <Skeleton height={16} width={200} />
      </Stack>
    );
  }
  if (!theme) return null;
  return (
    <Stack gap={4}>
      <PageHeader
        title={theme.name}
        description={t('generation:list.subtitle', { min: theme.min_age, max: theme.max_age })}
      />
      <Text size="sm" data-testid="generated-theme-stats">
        {t('generation:themes.counts', theme.stats)}
      </Text>
    </Stack>
  );
}

function ThemeMissing() {
  const { t } = useTranslation('generation');
  return (
    <Stack gap="lg" maw={1200} data-testid="generated-list-page">
      <BackLink />
      <Card>
        <EmptyState
          testId="generated-theme-missing"
          icon={<IconSearch size={32} />}
          title={t('generation:list.notFoundTitle')}
          description={t('generation:list.notFoundDescription')}
        />
      </Card>
    </Stack>
  );
}

function GridSkeleton() {
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
      spacing="md"
      data-testid="generated-loading"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Skeleton key={index} height={200} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function GeneratedList({ workspaceId, themeId, SlideViewer }: GeneratedListProps) {
  const { t } = useTranslation(['generation', 'common']);
  const themes = useThemes(workspaceId);
  const theme = themes.data?.find((item) => item.id === themeId);
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [previewed, setPreviewed] = useState<ExerciseSummary | null>(null);
  const [deleteProgress, setDeleteProgress] = useState<{ current: number; total: number } | null>(
    null,
  );
  const toggle = useToggleGeneratedMutation();
  const deletion = useDeleteGeneratedMutation();
  const exercises = useGeneratedExercises({ workspaceId, themeId, term, page });
  const pageRows = exercises.data?.data ?? [];
  const selectedOnPage = pageRows.filter((row) => selectedIds.has(row.id)).map((row) => row.id);
  const isBusy = toggle.isPending || deletion.isPending;

  // Another search or page shows other cards: a selection there would act unseen.
  const applySearch = useDebouncedCallback((next: string) => {
    setTerm(next.trim());
    setPage(1);
    setSelectedIds(new Set());
  }, SEARCH_DEBOUNCE_MS);

  const select = (ids: number[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const toggleReadOnly = (isReadOnly: boolean) =>
    toggle.mutate(
      { workspaceId, ids: selectedOnPage, isReadOnly },
      {
        onSuccess: ({ count }) => {
          notify({
            color: 'green',
            message: t('generation:notifications.toggled', { total: count }),
          });
          setSelectedIds(new Set());
        },
      },
    );

  const deleteSelected = (ids: number[]) => {
    const total = ids.length;
    // The note names the one being deleted now: "1 of 3" from the start.
    const showProgress = (handled: number) =>
      setDeleteProgress({ current: Math.min(handled + 1, total), total });
    showProgress(0);
    deletion.mutate(
      { workspaceId, ids, onProgress: showProgress },
      {
        onSuccess: ({ deletedIds, failedIds }) => {
          if (deletedIds.length > 0) {
            notify({
              color: 'green',
              message: t('generation:notifications.deleted', { total: deletedIds.length }),
            });
          }
          if (failedIds.length > 0) {
            notify({
              color: 'orange',
              message: t('generation:notifications.notDeleted', { total: failedIds.length }),
            });
          }
          setSelectedIds(new Set(failedIds));
        },
        onSettled: () => setDeleteProgress(null),
      },
    );
  };

  const confirmDelete = () => {
    const ids = selectedOnPage;
    modals.openConfirmModal({
      title: t('generation:bulk.deleteTitle'),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('generation:bulk.deleteText', { total: ids.length })}</Text>,
      labels: {
        confirm: t('generation:bulk.deleteConfirm', { total: ids.length }),
        cancel: t('common:actions.cancel'),
      },
      confirmProps: { color: 'red', 'data-testid': 'generated-delete-confirm' },
      onConfirm: () => deleteSelected(ids),
    });
  };

  if (themes.isSuccess && !theme) return <ThemeMissing />;

  const renderGrid = () => {
    if (exercises.isPending) return <GridSkeleton />;
    if (!exercises.data) {
      return (
        <QueryErrorAlert
          title={t('generation:list.error')}
          description={t('generation:list.errorText')}
          isRetrying={exercises.isFetching}
          onRetry={() => void exercises.refetch()}
          testId="generated-error"
        />
      );
    }
    if (pageRows.length === 0) {
      const isFiltered = term !== '';
      return (
        <EmptyState
          testId="generated-empty"
          icon={isFiltered ? <IconSearch size={32} /> : <IconPresentation size={32} />}
          title={t(isFiltered ? 'generation:list.filteredTitle' : 'generation:list.emptyTitle')}
          description={t(
            isFiltered ? 'generation:list.filteredDescription' : 'generation:list.emptyDescription',
          )}
        />
      );
    }
    return (
      <Stack gap="md" style={{ opacity: exercises.isPlaceholderData ? 0.6 : 1 }}>
        <GeneratedBulkBar
          selectedCount={selectedOnPage.length}
          pageCount={pageRows.length}
          deleteProgress={deleteProgress}
          isBusy={isBusy}
          onSelectPage={(isSelected) =>
            select(
              pageRows.map((row) => row.id),
              isSelected,
            )
          }
          onClear={() => setSelectedIds(new Set())}
          onToggleReadOnly={toggleReadOnly}
          onDelete={confirmDelete}
        />
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {pageRows.map((exercise) => (
            <GeneratedCard
              key={exercise.id}
              exercise={exercise}
              isReadOnly={exercise.is_read_only}
              isSelected={selectedIds.has(exercise.id)}
              onSelect={(isSelected) => select([exercise.id], isSelected)}
              onOpen={() => setPreviewed(exercise)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="generated-list-page">
      <Stack gap="xs">
        <BackLink />
        <ThemeHeader theme={theme} isPending={themes.isPending} />
      </Stack>
      <Card>
        <Stack gap="md">
          <Group gap="sm">
            <SearchInput
              value={searchText}
              onChange={(value) => {
                setSearchText(value);
                applySearch(value);
              }}
              placeholder={t('generation:list.search')}
              testId="generated-search"
            />
          </Group>
          <Box>{renderGrid()}</Box>
        </Stack>
      </Card>
      {exercises.data && (
        <ListPagination
          meta={exercises.data.meta}
          onChange={(next) => {
            setPage(next);
            setSelectedIds(new Set());
          }}
          testId="generated-pagination"
        />
      )}
      <GeneratedPreviewModal
        workspaceId={workspaceId}
        exerciseId={previewed?.id ?? null}
        title={previewed?.title ?? ''}
        SlideViewer={SlideViewer}
        onClose={() => setPreviewed(null)}
      />
    </Stack>
  );
}

function useThemeIdParam(): number {
  const { themeId } = useParams();
  const id = Number(themeId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

/**
 * Spec 2 `/generated-list/{themeId}`: the themed versions of one theme, previewed, made
 * read-only or editable, and deleted in bulk (spec 4).
 */
export function GeneratedListPage({ SlideViewer }: { SlideViewer: SlideViewerComponent }) {
  const { workspaceId } = useSession();
  const themeId = useThemeIdParam();
  if (workspaceId === null) return <NoAccessView />;
  if (Number.isNaN(themeId)) return <ThemeMissing />;
  return (
    <GeneratedList
      key={`${workspaceId}-${themeId}`}
      workspaceId={workspaceId}
      themeId={themeId}
      SlideViewer={SlideViewer}
    />
  );
}
