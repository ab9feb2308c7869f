import { Box, Button, Checkbox, Group, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type GeneratedBulkBarProps = {
  selectedCount: number;
  pageCount: number;
  /** Set while a deletion goes through the selection one by one. */
  deleteProgress: { current: number; total: number } | null;
  isBusy: boolean;
  onSelectPage: (isSelected: boolean) => void;
  onClear: () => void;
  onToggleReadOnly: (isReadOnly: boolean) => void;
  onDelete: () => void;
};

/** Actions on the ticked versions of the current page. */
export function GeneratedBulkBar({
  selectedCount,
  pageCount,
  deleteProgress,
  isBusy,
  onSelectPage,
  onClear,
  onToggleReadOnly,
  onDelete,
}: GeneratedBulkBarProps) {
  const { t } = useTranslation('generation');
  const isNoneSelected = selectedCount === 0;
  const isAllSelected = pageCount > 0 && selectedCount === pageCount;
  const isDisabled = isNoneSelected || isBusy;

  return (
    <Group justify="space-between" gap="sm" data-testid="generated-bulk">
      <Group gap="sm">
        <Checkbox
          checked={isAllSelected}
          indeterminate={!isNoneSelected && !isAllSelected}
          onChange={() => onSelectPage(!isAllSelected)}
          disabled={isBusy}
          label={t('generation:bulk.selectPage')}
          data-testid="generated-bulk-select-all"
        />
        <Box aria-live="polite">
          {deleteProgress ? (
            <Text size="sm" fw={600} data-testid="generated-delete-progress">
              {t('generation:bulk.deleting', deleteProgress)}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" data-testid="generated-bulk-count">
              {isNoneSelected
                ? t('generation:bulk.hint')
                : t('generation:bulk.selected', { total: selectedCount })}
            </Text>
          )}
        </Box>
        {!isNoneSelected && !isBusy && (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
            {t('generation:bulk.clear')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLock size={16} />}
          disabled={isDisabled}
          onClick={() => onToggleReadOnly(true)}
          data-testid="generated-bulk-readonly"
        >
          {t('generation:bulk.readOnly')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLockOpen size={16} />}
          disabled={isDisabled}
          onClick={() => onToggleReadOnly(false)}
          data-testid="generated-bulk-editable"
        >
          {t('generation:bulk.editable')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          disabled={isDisabled}
          loading={deleteProgress !== null}
          onClick={onDelete}
          data-testid="generated-bulk-delete"
        >
          {t('generation:bulk.delete')}
        </Button>
      </Group>
    </Group>
  );
}
