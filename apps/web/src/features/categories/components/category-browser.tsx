import { Box, Button, Card, Divider, Group, Text } from '@mantine/core';
import { buildCategoryTree } from '@slovo/contracts';
import { IconChevronsDown, IconChevronsUp, IconFolderSearch } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { buildTreeRows, listExpandableIds } from './build-tree-rows.ts';
import type { CategoryEditing } from './category-editing.ts';
import { CategoryTree } from './category-tree.tsx';
import { CategoryTreeSkeleton } from './category-tree-skeleton.tsx';
import type { TreeExpansion } from './use-tree-expansion.ts';

type CategoryBrowserProps = {
  workspaceId: number;
  expansion: TreeExpansion;
  /** What an empty project shows: how to start for a moderator, whom to wait for for a teacher. */
  emptyState: ReactNode;
  editing?: CategoryEditing;
};

/** The searchable tree with its toolbar and its loading, error and empty states. */
export function CategoryBrowser({
  workspaceId,
  expansion,
  emptyState,
  editing,
}: CategoryBrowserProps) {
  const { t } = useTranslation(['categories', 'common']);
  const categories = useCategories(workspaceId);
  const [search, setSearch] = useState('');
  // Typing stays responsive in a large tree; the rows follow a moment later.
  const deferredSearch = useDeferredValue(search);
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const rows = useMemo(
    () => buildTreeRows(tree, { collapsedIds: expansion.collapsedIds, search: deferredSearch }),
    [tree, expansion.collapsedIds, deferredSearch],
  );
  const expandableIds = useMemo(() => listExpandableIds(tree), [tree]);
  const hasCategories = (categories.data?.length ?? 0) > 0;
  const collapsedCount = expandableIds.filter((id) => expansion.collapsedIds.has(id)).length;

  const renderContent = () => {
    if (categories.isPending) return <CategoryTreeSkeleton />;
    if (categories.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('categories:error.title')}
            description={t('categories:error.description')}
            isRetrying={categories.isFetching}
            onRetry={() => void categories.refetch()}
            testId="categories-error"
          />
        </Box>
      );
    }
    if (categories.data.length === 0) return emptyState;
    if (rows.length === 0) {
      return (
        <EmptyState
          testId="categories-no-matches"
          icon={<IconFolderSearch size={32} />}
          title={t('categories:empty.filteredTitle')}
          description={t('categories:empty.filteredDescription')}
        />
      );
    }
    return (
      <CategoryTree
        categories={categories.data}
        rows={rows}
        search={deferredSearch}
        expansion={expansion}
        editing={editing}
      />
    );
  };

  return (
    <Card padding={0}>
      <Group p="md" gap="sm">
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder={t('categories:search')}
          testId="categories-search"
        />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronsDown size={18} />}
            disabled={collapsedCount === 0}
            onClick={expansion.expandAll}
            data-testid="categories-expand-all"
          >
            {t('categories:expandAll')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconChevronsUp size={18} />}
            disabled={collapsedCount === expandableIds.length}
            onClick={() => expansion.collapseAll(expandableIds)}
            data-testid="categories-collapse-all"
          >
            {t('categories:collapseAll')}
          </Button>
        </Group>
      </Group>
      {editing && hasCategories && (
        <Text size="xs" c="dimmed" px="md" pb="sm" mt={-4}>
          {t('categories:dragHint')}
        </Text>
      )}
      <Divider />
      {renderContent()}
    </Card>
  );
}
