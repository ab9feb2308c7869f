import {
  ActionIcon,
  Checkbox,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { TagUsage } from '@slovo/contracts';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SelectPageCheckbox } from '../../../components/select-page-checkbox.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';

/** What a row of the tags list can do. */
type TagRowActions = {
  selectedIds: ReadonlySet<number>;
  onSelect: (tags: TagUsage[], isSelected: boolean) => void;
  onRename: (tag: TagUsage) => void;
  onDelete: (tag: TagUsage) => void;
};

type TagListProps = { tags: TagUsage[]; actions: TagRowActions };
type TagCellProps = { tag: TagUsage; actions: TagRowActions };

function SelectAllCheckbox({ tags, actions }: TagListProps) {
  const { t } = useTranslation('themes');
  return (
    <SelectPageCheckbox
      ids={tags.map((tag) => tag.id)}
      selectedIds={actions.selectedIds}
      onChange={(_ids, isSelected) => actions.onSelect(tags, isSelected)}
      aria-label={t('themes:tags.selectPage')}
      data-testid="tag-select-all"
    />
  );
}

function TagSelectCheckbox({ tag, actions }: TagCellProps) {
  const { t } = useTranslation('themes');
  return (
    <Checkbox
      checked={actions.selectedIds.has(tag.id)}
      onChange={(event) => actions.onSelect([tag], event.currentTarget.checked)}
      aria-label={t('themes:tags.select', { name: tag.name })}
      data-testid={`tag-select-${tag.id}`}
    />
  );
}

function TagUsageCount({ tag }: { tag: TagUsage }) {
  const { t } = useTranslation('themes');
  return (
    <Text
      size="sm"
      c={tag.exercise_count === 0 ? 'dimmed' : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('themes:tags.usage', { count: tag.exercise_count })}
    </Text>
  );
}

function TagActions({ tag, actions }: TagCellProps) {
  const { t } = useTranslation('themes');
  const isUsed = tag.exercise_count > 0;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('themes:tags.rename')} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          onClick={() => actions.onRename(tag)}
          aria-label={t('themes:tags.renameNamed', { name: tag.name })}
          data-testid={`tag-rename-${tag.id}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip
        label={isUsed ? t('themes:tags.deleteUsed') : t('themes:tags.delete')}
        multiline
        w={isUsed ? 240 : undefined}
        withArrow
      >
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          disabled={isUsed}
          onClick={() => actions.onDelete(tag)}
          aria-label={t('themes:tags.deleteNamed', { name: tag.name })}
          data-testid={`tag-delete-${tag.id}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function TagTable({ tags, actions }: TagListProps) {
  const { t } = useTranslation('themes');
  return (
    <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <SelectAllCheckbox tags={tags} actions={actions} />
          </Table.Th>
          <Table.Th>{t('themes:tags.columns.name')}</Table.Th>
          <Table.Th>{t('themes:tags.columns.usage')}</Table.Th>
          <Table.Th w={110}>
            <VisuallyHidden>{t('themes:tags.columns.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.id} data-testid={`tag-row-${tag.id}`}>
            <Table.Td>
              <TagSelectCheckbox tag={tag} actions={actions} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {tag.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <TagUsageCount tag={tag} />
            </Table.Td>
            <Table.Td>
              <TagActions tag={tag} actions={actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TagCards({ tags, actions }: TagListProps) {
  const { t } = useTranslation('themes');
  return (
    <Stack gap={0}>
      <Group px="md" py="xs" gap="sm">
        <SelectAllCheckbox tags={tags} actions={actions} />
        <Text size="sm" c="dimmed">
          {t('themes:tags.selectPage')}
        </Text>
      </Group>
      {tags.map((tag) => (
        <Group
          key={tag.id}
          gap="sm"
          px="md"
          py="xs"
          wrap="nowrap"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`tag-row-${tag.id}`}
        >
          <TagSelectCheckbox tag={tag} actions={actions} />
          <Stack gap={0} miw={0} style={{ flex: 1 }}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {tag.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('themes:tags.usage', { count: tag.exercise_count })}
            </Text>
          </Stack>
          <TagActions tag={tag} actions={actions} />
        </Group>
      ))}
    </Stack>
  );
}

/** A table from the `sm` breakpoint; below it compact rows with the same actions. */
export function TagList(props: TagListProps) {
  const isTable = useIsBreakpointUp('sm');
  return isTable ? <TagTable {...props} /> : <TagCards {...props} />;
}
