import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  buildPath,
  EXERCISE_STATUS,
  EXERCISE_TABS,
  type ExerciseCounters,
  type ExerciseListMeta,
  type ExerciseStatus,
  ROLE,
  type SourceSkipReason,
} from '@slovo/contracts';
import {
  IconCircleCheck,
  IconFilterOff,
  IconPresentation,
  IconSearch,
  IconSparkles,
  IconSquarePlus,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTabPanel } from '../../../lib/tab-panel.ts';
import { useExerciseAuthors } from '../api/get-exercise-authors.ts';
import { useExerciseCounters } from '../api/get-exercise-counters.ts';
import { useExercises } from '../api/get-exercises.ts';
import { ExerciseBulkBar } from './exercise-bulk-bar.tsx';
import { ExerciseList } from './exercise-list.tsx';
import {
  DEFAULT_SORTING,
  type ExerciseSorting,
  ExerciseSortSelect,
} from './exercise-sort-select.tsx';
import { type BoardRole, getStatusName } from './exercise-statuses.ts';
import { ExerciseTabs } from './exercise-tabs.tsx';
import { RequestsPanel } from './requests-panel.tsx';
import { useExerciseActions } from './use-exercise-actions.tsx';
import { useExercisesFilter } from './use-exercises-filter.ts';

const SEARCH_DEBOUNCE_MS = 300;

function AuthorSelect({
  workspaceId,
  value,
  onChange,
}: {
  workspaceId: number;
  value: number | undefined;
  onChange: (authorId: number | undefined) => void;
}) {
  const { t } = useTranslation('exercises');
  const authors = useExerciseAuthors(workspaceId);
  return (
    <Select
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      data={(authors.data ?? []).map((author) => ({
        value: String(author.id),
        label: author.name,
      }))}
      placeholder={t('exercises:filter.allAuthors')}
      aria-label={t('exercises:filter.author')}
      nothingFoundMessage={t('exercises:filter.noAuthors')}
      searchable
      clearable
      checkIconPosition="right"
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="exercises-author"
    />
  );
}

/**
 * A list of one status looks only a page ahead, so its total may be a lower bound ("40+"); the
 * tab's own count of the same filter is exact, and then pages and range use it (decision 048).
 * A count below what the list found is older than the list, and is not used.
 */
function withTabCount(
  meta: ExerciseListMeta,
  counts: ExerciseCounters | undefined,
  status: ExerciseStatus,
): ExerciseListMeta {
  const count = counts?.statuses[String(status)];
  if (!meta.totalIsAtLeast || count === undefined || count < meta.total) return meta;
  return { ...meta, total: count, totalIsAtLeast: false };
}

/** Which microblocks generation skips for a reason of their own, opened from a run's report. */
type SkipFilter = { reason: SourceSkipReason; onClear: () => void };

function SkipFilterBanner({
  filter,
  meta,
}: {
  filter: SkipFilter;
  meta: ExerciseListMeta | undefined;
}) {
  const { t } = useTranslation(['exercises', 'common']);
  return (
    <Alert
      color="indigo"
      variant="light"
      icon={<IconSparkles size={18} />}
      title={
        <Group gap="xs">
          {t(`exercises:skipFilter.title.${filter.reason}`)}
          {meta && (
            <Badge size="sm" variant="filled" color="indigo" data-testid="skip-filter-total">
              {meta.totalIsAtLeast ? t('common:totalAtLeast', { total: meta.total }) : meta.total}
            </Badge>
          )}
        </Group>
      }
      data-testid="skip-filter"
      data-reason={filter.reason}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`exercises:skipFilter.hint.${filter.reason}`)}</Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconX size={14} />}
          onClick={filter.onClear}
          data-testid="skip-filter-clear"
        >
          {t('exercises:skipFilter.clear')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * `viewAs`: whose list this is, the author's own or the moderator's whole one. `skipFilter`
 * replaces the status tabs with the microblocks a generation run skipped for that reason.
 */
type ExerciseBoardProps = { workspaceId: number; viewAs: BoardRole; skipFilter?: SkipFilter };

/**
 * The tabbed microblock list shared by the author's index and the moderator's list: tabs with
 * counters, the saved filter (tab, search and, for moderators, the author), sorting, paging,
 * row and bulk actions.
 */
export function ExerciseBoard({ workspaceId, viewAs: role, skipFilter }: ExerciseBoardProps) {
  const { t } = useTranslation(['exercises', 'common']);
  const tabs: readonly ExerciseStatus[] = EXERCISE_TABS[role];
  const roleId = role === 'moderator' ? ROLE.moderator : ROLE.author;
  const { filter, changeFilter, resetFilter } = useExercisesFilter({ isTabOnly: !!skipFilter });
  // The saved filter is shared by both roles' lists; a tab the role lacks opens the first one.
  const status = tabs.includes(filter.status) ? filter.status : EXERCISE_STATUS.request;
  const tabPanel = useTabPanel(String(status));
  const authorId = role === 'moderator' ? filter.authorId : undefined;
  const [searchText, setSearchText] = useState(filter.term);
  const [sorting, setSorting] = useState<ExerciseSorting>(DEFAULT_SORTING);
  const [page, setPage] = useState(1);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const actions = useExerciseActions({ workspaceId, role });

  // Any new filter, order or page shows other rows: a selection there would act unseen.
  const showFirstPage = () => {
    setPage(1);
    setSelectedIds(new Set());
  };
  const applySearch = useDebouncedCallback(
    (term: string) => {
      changeFilter({ term: term.trim() });
      showFirstPage();
    },
    // No flush on unmount: after a workspace switch it would write the old search back.
    SEARCH_DEBOUNCE_MS,
  );

  const counters = useExerciseCounters({ workspaceId, roleId, term: filter.term, authorId });
  const isRequestsTab = !skipFilter && status === EXERCISE_STATUS.request;
  // Microblocks can also sit in the request status; the requests tab lists them under the requests.
  const requestStatusCount = counters.data?.statuses[String(EXERCISE_STATUS.request)] ?? 0;
  const isListShown = !isRequestsTab || requestStatusCount > 0;
  const exercises = useExercises(
    {
      workspaceId,
      roleId,
      ...(skipFilter ? { skipReason: skipFilter.reason } : { status }),
      term: filter.term,
      authorId,
      page,
      ...sorting,
    },
    isListShown,
  );
  const isFiltered = filter.term !== '' || authorId !== undefined;
  const pageRows = exercises.data?.data ?? [];
  const selectedOnPage = pageRows.filter((row) => selectedIds.has(row.id)).map((row) => row.id);

  const select = (ids: number[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const reset = () => {
    applySearch.cancel();
    setSearchText('');
    setSorting(DEFAULT_SORTING);
    resetFilter();
    showFirstPage();
  };

  const renderEmpty = () => {
    if (skipFilter && !isFiltered) {
      return (
        <EmptyState
          testId="exercises-empty"
          icon={<IconCircleCheck size={32} />}
          title={t('exercises:skipFilter.emptyTitle')}
          description={t('exercises:skipFilter.emptyDescription')}
          action={
            <Button mt="sm" variant="light" component={Link} to={buildPath('autoGeneration')}>
              {t('exercises:skipFilter.openGeneration')}
            </Button>
          }
        />
      );
    }
    if (isFiltered) {
      return (
        <EmptyState
          testId="exercises-empty"
          icon={<IconSearch size={32} />}
          title={t('exercises:empty.filteredTitle')}
          description={t('exercises:empty.filteredDescription')}
          action={
            <Button mt="sm" variant="light" onClick={reset}>
              {t('exercises:filter.reset')}
            </Button>
          }
        />
      );
    }
    const name = getStatusName(status);
    return (
      <EmptyState
        testId="exercises-empty"
        icon={<IconPresentation size={32} />}
        title={t(`exercises:empty.${role}.${name}.title`)}
        description={t(`exercises:empty.${role}.${name}.description`)}
        action={
          role === 'author' && status === EXERCISE_STATUS.draft ? (
            <Button
              mt="sm"
              component={Link}
              to={buildPath('createExerciseAuthor')}
              leftSection={<IconSquarePlus size={18} />}
            >
              {t('exercises:create')}
            </Button>
          ) : undefined
        }
      />
    );
  };

  const renderList = () => {
    if (exercises.isPending) return <ListSkeleton testId="exercises-loading" />;
    if (exercises.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('exercises:error.title')}
            description={t('exercises:error.description')}
            isRetrying={exercises.isFetching}
            onRetry={() => void exercises.refetch()}
            testId="exercises-error"
          />
        </Box>
      );
    }
    if (pageRows.length === 0) return renderEmpty();
    return (
      <Box style={{ opacity: exercises.isPlaceholderData ? 0.6 : 1 }}>
        <ExerciseBulkBar
          role={role}
          selectedIds={selectedOnPage}
          actions={actions}
          onClear={() => setSelectedIds(new Set())}
        />
        <Divider />
        <ExerciseList
          exercises={pageRows}
          actions={{ role, selectedIds, onSelect: select, onDelete: actions.confirmDelete }}
        />
      </Box>
    );
  };

  return (
    <Stack gap="md">
      <Card padding={0}>
        {skipFilter ? (
          <Box px="md" pt="md">
            <SkipFilterBanner filter={skipFilter} meta={exercises.data?.meta} />
          </Box>
        ) : (
          <Box px="md" pt="xs">
            <ExerciseTabs
              id={tabPanel.tabsId}
              tabs={tabs}
              value={status}
              counters={counters.data}
              onChange={(next) => {
                changeFilter({ status: next });
                showFirstPage();
              }}
            />
          </Box>
        )}
        {/* With the skip filter's banner in place of the tabs, there is no tab to belong to. */}
        <Box {...(skipFilter ? {} : tabPanel.panelProps)}>
          <Group p="md" gap="sm" align="center">
            <SearchInput
              value={searchText}
              onChange={(value) => {
                setSearchText(value);
                applySearch(value);
              }}
              placeholder={t('exercises:filter.search')}
              testId="exercises-search"
            />
            {role === 'moderator' && (
              <AuthorSelect
                workspaceId={workspaceId}
                value={authorId}
                onChange={(next) => {
                  changeFilter({ authorId: next });
                  showFirstPage();
                }}
              />
            )}
            {isListShown && (
              <ExerciseSortSelect
                value={sorting}
                onChange={(next) => {
                  setSorting(next);
                  showFirstPage();
                }}
                testId="exercises-sort"
              />
            )}
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconFilterOff size={16} />}
              onClick={reset}
              data-testid="filter-reset"
            >
              {t('exercises:filter.reset')}
            </Button>
          </Group>
          <Divider />
          {isRequestsTab && <RequestsPanel workspaceId={workspaceId} viewAs={role} />}
          {isRequestsTab && isListShown && (
            <>
              <Divider />
              <Text fw={600} size="sm" px="md" pt="md">
                {t('exercises:requests.microblocks')}
              </Text>
            </>
          )}
          {isListShown && renderList()}
        </Box>
      </Card>
      {isListShown && exercises.data && (
        <ListPagination
          meta={withTabCount(exercises.data.meta, skipFilter ? undefined : counters.data, status)}
          onChange={(next) => {
            setPage(next);
            setSelectedIds(new Set());
          }}
          testId="exercises-pagination"
        />
      )}
    </Stack>
  );
}
