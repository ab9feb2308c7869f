import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type ThemeBulkBarProps = {
  selectedIds: number[];
  isPending: boolean;
  onToggleReady: (ids: number[], isReady: boolean) => void;
  onClear: () => void;
};

/** Marks the checked interests ready (or not) for themed generation in one call. */
export function ThemeBulkBar({
  selectedIds,
  isPending,
  onToggleReady,
  onClear,
}: ThemeBulkBarProps) {
  const { t } = useTranslation('themes');
  const count = selectedIds.length;
  const isNoneSelected = count === 0;
  return (
    <Group justify="space-between" gap="sm" px="md" py="xs" data-testid="themes-bulk">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="themes-bulk-count">
          {isNoneSelected ? t('themes:bulk.hint') : t('themes:bulk.selected', { total: count })}
        </Text>
        {!isNoneSelected && (
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
            {t('themes:bulk.clear')}
          </Button>
        )}
      </Group>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconCircleCheck size={16} />}
          disabled={isNoneSelected || isPending}
          onClick={() => onToggleReady(selectedIds, true)}
          data-testid="themes-bulk-ready"
        >
          {t('themes:bulk.markReady')}
        </Button>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCircleDashed size={16} />}
          disabled={isNoneSelected || isPending}
          onClick={() => onToggleReady(selectedIds, false)}
          data-testid="themes-bulk-not-ready"
        >
          {t('themes:bulk.markNotReady')}
        </Button>
      </Group>
    </Group>
  );
}
