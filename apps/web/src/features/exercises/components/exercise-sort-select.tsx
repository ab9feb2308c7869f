import { ActionIcon, Group, Select, Tooltip } from '@mantine/core';
import { EXERCISE_SORTS } from '@slovo/contracts';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExerciseSort, SortOrder } from '../api/get-exercises.ts';

export type ExerciseSorting = { sort: ExerciseSort; order: SortOrder };

export const DEFAULT_SORTING: ExerciseSorting = { sort: 'updated_at', order: 'desc' };

// Titles read naturally from A; dates and likes from the newest or the most liked.
function getNaturalOrder(sort: ExerciseSort): SortOrder {
  return sort === 'title' ? 'asc' : 'desc';
}

function isExerciseSort(value: string | null): value is ExerciseSort {
  return EXERCISE_SORTS.some((sort) => sort === value);
}

type ExerciseSortSelectProps = {
  value: ExerciseSorting;
  onChange: (value: ExerciseSorting) => void;
  testId: string;
};

export function ExerciseSortSelect({ value, onChange, testId }: ExerciseSortSelectProps) {
  const { t } = useTranslation('exercises');
  const isAscending = value.order === 'asc';
  const orderLabel = isAscending ? t('exercises:sort.ascending') : t('exercises:sort.descending');
  return (
    <Group gap={4} wrap="nowrap">
      <Select
        value={value.sort}
        onChange={(sort) => {
          if (isExerciseSort(sort)) onChange({ sort, order: getNaturalOrder(sort) });
        }}
        data={[
          { value: 'updated_at', label: t('exercises:sort.updated') },
          { value: 'created_at', label: t('exercises:sort.created') },
          { value: 'title', label: t('exercises:sort.title') },
          { value: 'likes', label: t('exercises:sort.likes') },
        ]}
        allowDeselect={false}
        checkIconPosition="right"
        aria-label={t('exercises:sort.label')}
        w={170}
        data-testid={testId}
      />
      <Tooltip label={orderLabel} withArrow>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={orderLabel}
          onClick={() => onChange({ ...value, order: isAscending ? 'desc' : 'asc' })}
          data-testid={`${testId}-order`}
        >
          {isAscending ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
