import {
  ActionIcon,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { buildCategoryTree, type Category, type CategoryNode } from '@slovo/contracts';
import { IconChevronRight, IconSitemap } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { CategoryIcon } from './category-icon.tsx';

type TreeLine = { node: CategoryNode; depth: number };

function matches(node: CategoryNode, term: string): boolean {
  return (
    node.name.toLowerCase().includes(term) || node.children.some((child) => matches(child, term))
  );
}

/**
 * The lines of the tree to show: every node under an open folder, or, while searching, the
 * matches with the folders that lead to them (searching opens every folder).
 */
function listLines(
  nodes: readonly CategoryNode[],
  closedIds: ReadonlySet<number>,
  term: string,
  depth = 0,
): TreeLine[] {
  return nodes.flatMap((node) => {
    if (term && !matches(node, term)) return [];
    const isOpen = term !== '' || !closedIds.has(node.id);
    const children =
      node.is_folder && isOpen ? listLines(node.children, closedIds, term, depth + 1) : [];
    return [{ node, depth }, ...children];
  });
}

function listTreeOrder(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...listTreeOrder(node.children)]);
}

type CategoryPickerProps = {
  workspaceId: number;
  /** What the block has chosen: checked when the picker opens. */
  chosenIds: readonly number[];
  onApply: (categories: Category[]) => void;
  onClose: () => void;
};

function CategoryPicker({ workspaceId, chosenIds, onApply, onClose }: CategoryPickerProps) {
  const { t } = useTranslation(['templates', 'common']);
  const categories = useCategories(workspaceId);
  const [checkedIds, setCheckedIds] = useState<ReadonlySet<number>>(() => new Set(chosenIds));
  const [closedIds, setClosedIds] = useState<ReadonlySet<number>>(new Set());
  const [search, setSearch] = useState('');
  const tree = useMemo(() => buildCategoryTree(categories.data ?? []), [categories.data]);
  const term = search.trim().toLowerCase();
  const lines = listLines(tree, closedIds, term);

  const toggleOpen = (id: number) =>
    setClosedIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleChecked = (id: number, isChecked: boolean) =>
    setCheckedIds((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });

  // What was chosen keeps its place (its texts and order matter); new choices follow in tree order.
  const apply = () => {
    const byId = new Map(listTreeOrder(tree).map((node) => [node.id, node]));
    const kept = chosenIds.filter((id) => checkedIds.has(id));
    const added = [...byId.keys()].filter((id) => checkedIds.has(id) && !chosenIds.includes(id));
    onApply([...kept, ...added].flatMap((id) => byId.get(id) ?? []));
  };

  if (categories.isPending) {
    return (
      <Stack gap="sm" data-testid="category-picker-loading">
        {[60, 45, 70, 50].map((width) => (
          <Skeleton key={width} height={20} width={`${width}%`} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (categories.isError) {
    return (
      <QueryErrorAlert
        title={t('templates:picker.errorTitle')}
        description={t('templates:picker.errorDescription')}
        isRetrying={categories.isFetching}
        onRetry={() => void categories.refetch()}
        testId="category-picker-error"
      />
    );
  }
  if (tree.length === 0) {
    return (
      <EmptyState
        testId="category-picker-empty"
        icon={<IconSitemap size={32} />}
        title={t('templates:picker.emptyTitle')}
        description={t('templates:picker.emptyDescription')}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('templates:picker.hint')}
      </Text>
      <SearchInput
        value={search}
        onChange={setSearch}
        placeholder={t('templates:picker.search')}
        testId="category-picker-search"
      />
      <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
        <Stack gap={2} data-testid="category-picker-tree">
          {lines.length === 0 && (
            <Text size="sm" c="dimmed" py="md" ta="center">
              {t('templates:picker.nothingFound')}
            </Text>
          )}
          {lines.map(({ node, depth }) => {
            const isOpen = term !== '' || !closedIds.has(node.id);
            return (
              <Group key={node.id} gap={6} wrap="nowrap" pl={depth * 20} py={4}>
                {node.is_folder && node.children.length > 0 ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    onClick={() => toggleOpen(node.id)}
                    disabled={term !== ''}
                    aria-expanded={isOpen}
                    aria-label={t('templates:picker.toggleFolder', { name: node.name })}
                  >
                    <IconChevronRight
                      size={16}
                      style={{
                        transform: isOpen ? 'rotate(90deg)' : undefined,
                        transition: 'transform 150ms ease',
                      }}
                    />
                  </ActionIcon>
                ) : (
                  <Box w={22} style={{ flexShrink: 0 }} />
                )}
                <Checkbox
                  checked={checkedIds.has(node.id)}
                  onChange={(event) => toggleChecked(node.id, event.currentTarget.checked)}
                  aria-label={node.name}
                  data-testid={`category-picker-option-${node.id}`}
                />
                <CategoryIcon isFolder={node.is_folder} size={24} />
                <Text
                  size="sm"
                  fw={node.is_folder ? 600 : 400}
                  style={{ cursor: 'pointer', overflowWrap: 'anywhere' }}
                  onClick={() => toggleChecked(node.id, !checkedIds.has(node.id))}
                >
                  {node.name}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between" gap="sm" mt="xs">
        <Text size="sm" c="dimmed" data-testid="category-picker-count">
          {t('templates:picker.checked', { count: checkedIds.size })}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={apply} data-testid="category-picker-apply">
            {t('templates:picker.apply')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

type CategoryPickerModalProps = Omit<CategoryPickerProps, 'onClose'> & {
  isOpen: boolean;
  blockTitle: string;
  onClose: () => void;
};

/** Checks categories and folders of the project's tree for one block; mounts with each opening. */
export function CategoryPickerModal({
  isOpen,
  blockTitle,
  onClose,
  ...props
}: CategoryPickerModalProps) {
  const { t } = useTranslation('templates');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={
        blockTitle.trim()
          ? t('templates:picker.titleNamed', { name: blockTitle.trim() })
          : t('templates:picker.title')
      }
      size="lg"
      centered
      data-testid="category-picker"
    >
      {isOpen && <CategoryPicker {...props} onClose={onClose} />}
    </Modal>
  );
}
