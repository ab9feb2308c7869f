import { Box, Button, Divider } from '@mantine/core';
import type { Theme } from '@slovo/contracts';
import { IconPalette, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { useThemes } from '../api/get-themes.ts';
import { ThemeBulkBar } from './theme-bulk-bar.tsx';
import { ThemeList } from './theme-list.tsx';
import { useThemeActions } from './use-theme-actions.tsx';

type InterestsPanelProps = {
  workspaceId: number;
  onCreate: () => void;
  onEdit: (theme: Theme) => void;
};

/** Spec 4: the workspace's interests with their ready flags, one at a time or checked together. */
export function InterestsPanel({ workspaceId, onCreate, onEdit }: InterestsPanelProps) {
  const { t } = useTranslation('themes');
  const themes = useThemes(workspaceId);
  const actions = useThemeActions(workspaceId);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());

  if (themes.isPending) return <ListSkeleton testId="themes-loading" />;
  if (themes.isError) {
    return (
      <Box p="md">
        <QueryErrorAlert
          title={t('themes:error.title')}
          description={t('themes:error.description')}
          isRetrying={themes.isFetching}
          onRetry={() => void themes.refetch()}
          testId="themes-error"
        />
      </Box>
    );
  }
  if (themes.data.length === 0) {
    return (
      <EmptyState
        testId="themes-empty"
        icon={<IconPalette size={32} />}
        title={t('themes:empty.title')}
        description={t('themes:empty.description')}
        action={
          <Button mt="sm" leftSection={<IconPlus size={18} />} onClick={onCreate}>
            {t('themes:create')}
          </Button>
        }
      />
    );
  }

  // A deleted interest, or one the workspace no longer owns, must not stay checked unseen.
  const selectable = new Set(themes.data.filter((theme) => theme.is_own).map((theme) => theme.id));
  const checked = [...selectedIds].filter((id) => selectable.has(id));
  const select = (ids: number[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => setSelectedIds(new Set());

  return (
    <Box>
      <ThemeBulkBar
        selectedIds={checked}
        isPending={actions.isBulkPending}
        onToggleReady={(ids, isReady) => actions.toggleMany(ids, isReady, clear)}
        onClear={clear}
      />
      <Divider />
      <ThemeList
        themes={themes.data}
        actions={{
          selectedIds,
          onSelect: select,
          onToggleReady: actions.toggleOne,
          pendingReadyIds: actions.pendingReadyIds,
          onEdit,
          onDelete: actions.confirmDelete,
        }}
      />
    </Box>
  );
}
