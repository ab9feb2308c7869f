import { Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH, type TagUsage } from '@slovo/contracts';
import { IconArrowMerge, IconSearch, IconTags } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { notify } from '../../../lib/notify.ts';
import { useDeleteTagMutation } from '../api/delete-tag.ts';
import { useTagUsage } from '../api/get-tag-usage.ts';
import { TagList } from './tag-list.tsx';
import { TagMergeModal } from './tag-merge-modal.tsx';
import { TagRenameModal } from './tag-rename-modal.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The workspace's tags with their usage: rename, fold duplicates into one, delete unused ones.
 * The selection outlives paging and search, so tags found by different searches merge together.
 */
export function TagsPanel({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation(['themes', 'common']);
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<number, TagUsage>>(new Map());
  const [renamed, setRenamed] = useState<TagUsage | null>(null);
  const [isRenameOpen, setIsRenameOpen] = useState(false);
  const [isMergeOpen, setIsMergeOpen] = useState(false);
  const tags = useTagUsage({ workspaceId, term, page });
  const deleteTag = useDeleteTagMutation();
  const applySearch = useDebouncedCallback((value: string) => {
    setTerm(value.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);
  const pageRows = tags.data?.data;

  // Deleting or merging the last tags of the last page leaves it empty: show the one before.
  useEffect(() => {
    if (pageRows?.length === 0 && page > 1) setPage((current) => current - 1);
  }, [pageRows, page]);

  const select = (rows: TagUsage[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (isSelected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const clear = () => setSelected(new Map());

  const confirmDelete = (tag: TagUsage) =>
    modals.openConfirmModal({
      title: t('themes:tags.deleteTitle', { name: tag.name }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('themes:tags.deleteText')}</Text>,
      labels: { confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'tag-delete-confirm' },
      onConfirm: () =>
        deleteTag.mutate(
          { workspaceId, id: tag.id },
          {
            onSuccess: () => {
              select([tag], false);
              notify({
                color: 'green',
                message: t('themes:notifications.tagDeleted', { name: tag.name }),
              });
            },
          },
        ),
    });

  const renderList = () => {
    if (tags.isPending) return <ListSkeleton testId="tags-loading" />;
    if (tags.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('themes:tags.error.title')}
            description={t('themes:tags.error.description')}
            isRetrying={tags.isFetching}
            onRetry={() => void tags.refetch()}
            testId="tags-error"
          />
        </Box>
      );
    }
    if (tags.data.data.length === 0) {
      return term ? (
        <EmptyState
          testId="tags-empty"
          icon={<IconSearch size={32} />}
          title={t('themes:tags.empty.filteredTitle')}
          description={t('themes:tags.empty.filteredDescription')}
        />
      ) : (
        <EmptyState
          testId="tags-empty"
          icon={<IconTags size={32} />}
          title={t('themes:tags.empty.title')}
          description={t('themes:tags.empty.description')}
        />
      );
    }
    return (
      <Box style={{ opacity: tags.isPlaceholderData ? 0.6 : 1 }}>
        <TagList
          tags={tags.data.data}
          actions={{
            selectedIds: new Set(selected.keys()),
            onSelect: select,
            onRename: (tag) => {
              setRenamed(tag);
              setIsRenameOpen(true);
            },
            onDelete: confirmDelete,
          }}
        />
      </Box>
    );
  };

  const count = selected.size;
  return (
    <Stack gap="md">
      <Box>
        <Group p="md" gap="sm">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('themes:tags.search')}
            testId="tags-search"
          />
        </Group>
        <Divider />
        <Group justify="space-between" gap="sm" px="md" py="xs" data-testid="tags-bulk">
          <Group gap="xs">
            <Text size="sm" c="dimmed" data-testid="tags-bulk-count">
              {count === 0
                ? t('themes:tags.bulkHint')
                : t('themes:tags.selected', { total: count })}
            </Text>
            {count > 0 && (
              <Button size="compact-sm" variant="subtle" color="gray" onClick={clear}>
                {t('themes:bulk.clear')}
              </Button>
            )}
          </Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowMerge size={16} />}
            disabled={count === 0}
            onClick={() => setIsMergeOpen(true)}
            data-testid="tags-merge"
          >
            {t('themes:tags.mergeInto')}
          </Button>
        </Group>
        <Divider />
        {renderList()}
      </Box>
      {tags.data && (
        <Box px="md" pb="md">
          <ListPagination meta={tags.data.meta} onChange={setPage} testId="tags-pagination" />
        </Box>
      )}
      <TagRenameModal
        tag={renamed}
        isOpen={isRenameOpen}
        workspaceId={workspaceId}
        onClose={() => setIsRenameOpen(false)}
      />
      <TagMergeModal
        // A tag renamed since it was checked shows its new name.
        tags={[...selected.values()].map(
          (tag) => pageRows?.find((row) => row.id === tag.id) ?? tag,
        )}
        isOpen={isMergeOpen}
        workspaceId={workspaceId}
        onMerged={clear}
        onClose={() => setIsMergeOpen(false)}
      />
    </Stack>
  );
}
