import { Box, Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { buildPath, type ExerciseSummary } from '@slovo/contracts';
import { IconBooks, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { usePublicExercises } from '../api/get-public-exercises.ts';
import { CategorySelect } from '../components/category-select.tsx';
import { ExerciseSlideCount, ExerciseTags, ExerciseTitle } from '../components/exercise-cells.tsx';
import { ExerciseCover } from '../components/exercise-cover.tsx';
import {
  DEFAULT_SORTING,
  type ExerciseSorting,
  ExerciseSortSelect,
} from '../components/exercise-sort-select.tsx';
import { ReactionButtons } from '../components/reaction-buttons.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 6;

type LibraryQuery = { term: string; categoryId?: number; page: number; sorting: ExerciseSorting };

function LibraryCard({ exercise }: { exercise: ExerciseSummary }) {
  return (
    <Card padding="sm" data-testid={`exercise-row-${exercise.id}`} data-status={exercise.status_id}>
      <Card.Section>
        <ExerciseCover url={exercise.cover_url} width="100%" />
      </Card.Section>
      <Stack gap="xs" mt="sm" style={{ flex: 1 }}>
        <ExerciseTitle
          exercise={exercise}
          path={buildPath('sharedExercise', { exerciseId: exercise.id })}
        />
        <ExerciseTags tags={exercise.tags} />
      </Stack>
      <Group justify="space-between" gap="xs" mt="sm">
        <ReactionButtons
          exerciseId={exercise.id}
          ownReaction={exercise.own_reaction}
          likes={exercise.likes_count}
          dislikes={exercise.dislikes_count}
          size="xs"
        />
        <ExerciseSlideCount count={exercise.slide_count} />
      </Group>
    </Card>
  );
}

function PublicLibrary({
  workspaceId,
  projectTitle,
}: {
  workspaceId: number;
  projectTitle: string;
}) {
  const { t } = useTranslation('exercises');
  const [searchText, setSearchText] = useState('');
  const [query, setQuery] = useState<LibraryQuery>({
    term: '',
    page: 1,
    sorting: DEFAULT_SORTING,
  });
  // Any new search, category or order starts again from the first page.
  const changeQuery = (change: Partial<LibraryQuery>) =>
    setQuery((current) => ({ ...current, page: 1, ...change }));
  const applySearch = useDebouncedCallback(
    (term: string) => changeQuery({ term: term.trim() }),
    SEARCH_DEBOUNCE_MS,
  );
  const exercises = usePublicExercises({
    workspaceId,
    term: query.term,
    categoryId: query.categoryId,
    page: query.page,
    ...query.sorting,
  });
  const isFiltered = query.term !== '' || query.categoryId !== undefined;

  const renderContent = () => {
    if (exercises.isPending) {
      return (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="public-loading">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
            <Skeleton key={index} height={260} radius="lg" />
          ))}
        </SimpleGrid>
      );
    }
    if (exercises.isError) {
      return (
        <QueryErrorAlert
          title={t('exercises:error.title')}
          description={t('exercises:error.description')}
          isRetrying={exercises.isFetching}
          onRetry={() => void exercises.refetch()}
          testId="exercises-error"
        />
      );
    }
    if (exercises.data.data.length === 0) {
      return (
        <Card>
          {isFiltered ? (
            <EmptyState
              testId="exercises-empty"
              icon={<IconSearch size={32} />}
              title={t('exercises:empty.filteredTitle')}
              description={t('exercises:empty.filteredDescription')}
            />
          ) : (
            <EmptyState
              testId="exercises-empty"
              icon={<IconBooks size={32} />}
              title={t('exercises:library.emptyTitle')}
              description={t('exercises:library.emptyDescription')}
            />
          )}
        </Card>
      );
    }
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        style={{ opacity: exercises.isPlaceholderData ? 0.6 : 1 }}
      >
        {exercises.data.data.map((exercise) => (
          <LibraryCard key={exercise.id} exercise={exercise} />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="public-exercises-page">
      <PageHeader
        title={t('exercises:library.title')}
        description={t('exercises:library.subtitle', { project: projectTitle })}
      />
      <Card>
        <Group gap="sm" align="center">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('exercises:filter.search')}
            testId="exercises-search"
          />
          <CategorySelect
            workspaceId={workspaceId}
            value={query.categoryId}
            onChange={(categoryId) => changeQuery({ categoryId })}
          />
          <ExerciseSortSelect
            value={query.sorting}
            onChange={(sorting) => changeQuery({ sorting })}
            testId="exercises-sort"
          />
        </Group>
      </Card>
      <Box>{renderContent()}</Box>
      {exercises.data && (
        <ListPagination
          meta={exercises.data.meta}
          onChange={(page) => setQuery((current) => ({ ...current, page }))}
          testId="exercises-pagination"
        />
      )}
    </Stack>
  );
}

/** Spec 2: the accepted microblocks every author of the project can browse and react to. */
export function PublicExercisesPage() {
  const { user, workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';
  return <PublicLibrary key={workspaceId} workspaceId={workspaceId} projectTitle={projectTitle} />;
}
