import { Button, Group, Menu, Text } from '@mantine/core';
import { EXERCISE_FLAGS } from '@slovo/contracts';
import {
  IconAdjustmentsHorizontal,
  IconChevronDown,
  IconToggleLeft,
  IconToggleRight,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardRole } from './exercise-statuses.ts';
import type { ExerciseActions } from './use-exercise-actions.tsx';

type ExerciseBulkBarProps = {
  role: BoardRole;
  selectedIds: number[];
  actions: ExerciseActions;
  onClear: () => void;
};

/** Actions on the checked rows of the current page. */
export function ExerciseBulkBar({ role, selectedIds, actions, onClear }: ExerciseBulkBarProps) {
  const { t } = useTranslation('exercises');
  const count = selectedIds.length;
  const isNoneSelected = count === 0;
  return (
    <Group justify="space-between" gap="sm" px="md" py="xs" data-testid="exercises-bulk">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="bulk-count">
          {isNoneSelected
            ? t('exercises:bulk.hint')
            : t('exercises:bulk.selected', { total: count })}
        </Text>
        {!isNoneSelected && (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
            {t('exercises:bulk.clear')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        {role === 'moderator' && (
          <Menu position="bottom-end" shadow="md" width={300} withinPortal>
            <Menu.Target>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={16} />}
                rightSection={<IconChevronDown size={14} />}
                disabled={isNoneSelected || actions.isBulkPending}
                data-testid="bulk-flags"
              >
                {t('exercises:bulk.flags')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {EXERCISE_FLAGS.map((flag, index) => (
                <Fragment key={flag}>
                  {index > 0 && <Menu.Divider />}
                  <Menu.Label>{t(`exercises:flags.${flag}.label`)}</Menu.Label>
                  <Menu.Item
                    leftSection={<IconToggleRight size={18} />}
                    onClick={() => actions.toggleFlag(selectedIds, flag, true, onClear)}
                    data-testid={`bulk-flag-${flag}-on`}
                  >
                    {t(`exercises:flags.${flag}.on`)}
                  </Menu.Item>
                  <Menu.Item
                    leftSection={<IconToggleLeft size={18} />}
                    onClick={() => actions.toggleFlag(selectedIds, flag, false, onClear)}
                    data-testid={`bulk-flag-${flag}-off`}
                  >
                    {t(`exercises:flags.${flag}.off`)}
                  </Menu.Item>
                </Fragment>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={isNoneSelected || actions.isBulkPending}
          onClick={() => actions.confirmBulkDelete(selectedIds, onClear)}
          data-testid="bulk-delete"
        >
          {t('exercises:bulk.delete')}
        </Button>
      </Group>
    </Group>
  );
}
