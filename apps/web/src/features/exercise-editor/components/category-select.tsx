import { type ComboboxItem, type ComboboxItemGroup, Select, type SelectProps } from '@mantine/core';
import { buildCategoryTree, type CategoryNode } from '@slovo/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../../lib/categories-query.ts';

type CategoryOptions = (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[];

/**
 * Top-level categories first, then one group per folder, labelled with its path so equal names
 * in different folders stay apart. Folders hold microblocks only through their categories, so
 * they are labels, never choices.
 */
function buildCategoryOptions(
  tree: readonly CategoryNode[],
  path: readonly string[] = [],
): CategoryOptions {
  const items = tree
    .filter((node) => !node.is_folder)
    .map((node) => ({ value: String(node.id), label: node.name }));
  const groups = tree
    .filter((node) => node.is_folder)
    .flatMap((folder) => buildCategoryOptions(folder.children, [...path, folder.name]));
  if (path.length === 0) return [...items, ...groups];
  return items.length > 0 ? [{ group: path.join(' / '), items }, ...groups] : groups;
}

type CategorySelectProps = Omit<SelectProps, 'data'> & { workspaceId: number };

export function CategorySelect({ workspaceId, ...props }: CategorySelectProps) {
  const { t } = useTranslation('exercise-editor');
  const categories = useCategories(workspaceId);
  const options = useMemo(
    () => buildCategoryOptions(buildCategoryTree(categories.data ?? [])),
    [categories.data],
  );
  return (
    <Select
      {...props}
      data={options}
      searchable
      nothingFoundMessage={
        categories.isPending
          ? t('exercise-editor:form.loading')
          : t('exercise-editor:form.noCategories')
      }
      checkIconPosition="right"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
