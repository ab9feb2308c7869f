import { Group, Select, Text } from '@mantine/core';
import { buildCategoryTree, type CategoryNode } from '@slovo/contracts';
import { IconFolder } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/categories-query.ts';

type CategoryOption = { value: string; label: string; depth: number; isFolder: boolean };

/** The tree, depth first in its order, as one list whose items remember their level. */
function flattenCategoryTree(nodes: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { value: String(node.id), label: node.name, depth, isFolder: node.is_folder },
    ...flattenCategoryTree(node.children, depth + 1),
  ]);
}

type CategorySelectProps = {
  workspaceId: number;
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
};

/** Microblocks belong to categories; folders only show where a category sits, so they are not chosen. */
export function CategorySelect({ workspaceId, value, onChange }: CategorySelectProps) {
  const { t } = useTranslation('exercises');
  const categories = useCategories(workspaceId);
  const options = useMemo(
    () => flattenCategoryTree(buildCategoryTree(categories.data ?? [])),
    [categories.data],
  );
  const optionById = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );

  return (
    <Select
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      data={options.map((option) => ({
        value: option.value,
        label: option.label,
        disabled: option.isFolder,
      }))}
      renderOption={({ option }) => {
        const item = optionById.get(option.value);
        const depth = item?.depth ?? 0;
        return (
          <Group gap={6} wrap="nowrap" pl={depth * 16}>
            {item?.isFolder && <IconFolder size={14} />}
            <Text size="sm" fw={item?.isFolder ? 600 : 400}>
              {option.label}
            </Text>
          </Group>
        );
      }}
      placeholder={t('exercises:filter.allCategories')}
      aria-label={t('exercises:filter.category')}
      nothingFoundMessage={t('exercises:filter.noCategories')}
      searchable
      clearable
      checkIconPosition="right"
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="public-category"
    />
  );
}
