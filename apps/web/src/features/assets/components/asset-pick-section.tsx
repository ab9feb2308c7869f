import { Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { Asset, AssetType } from '@slovo/contracts';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useAssets } from '../api/get-assets.ts';
import { ASSET_GRID_COLS, AssetGridSkeleton } from './asset-grid-skeleton.tsx';
import { AssetPickTile } from './asset-pick-tile.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const TILE_SKELETON_HEIGHT = 160;

type AssetPickSectionProps = {
  type: AssetType;
  chosenIds: ReadonlySet<number>;
  /** How many of this type are chosen, including those on other pages. */
  chosenCount: number | null;
  isReadOnly: boolean;
  onToggle: (asset: Asset, isSelected: boolean) => void;
};

/** The library's files of one type, paged and searchable, with the theme's choice ticked. */
export function AssetPickSection({
  type,
  chosenIds,
  chosenCount,
  isReadOnly,
  onToggle,
}: AssetPickSectionProps) {
  const { t } = useTranslation('assets');
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const assets = useAssets({ type, term, page });
  const applySearch = useDebouncedCallback((value: string) => {
    setTerm(value.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);

  const renderGrid = () => {
    if (assets.isPending) {
      return <AssetGridSkeleton height={TILE_SKELETON_HEIGHT} testId={`pick-loading-${type}`} />;
    }
    if (assets.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('assets:error.title')}
            description={t('assets:error.description')}
            isRetrying={assets.isFetching}
            onRetry={() => void assets.refetch()}
            testId={`pick-error-${type}`}
          />
        </Box>
      );
    }
    if (assets.data.data.length === 0) {
      return term ? (
        <EmptyState
          testId={`pick-empty-${type}`}
          icon={<IconSearch size={32} />}
          title={t('assets:empty.filteredTitle')}
          description={t('assets:empty.filteredDescription')}
        />
      ) : (
        <EmptyState
          testId={`pick-empty-${type}`}
          icon={<IconPhoto size={32} />}
          title={t(`assets:empty.${type}`)}
          description={t('assets:pick.emptyDescription')}
        />
      );
    }
    return (
      <SimpleGrid
        cols={ASSET_GRID_COLS}
        spacing="sm"
        p="md"
        style={{ opacity: assets.isPlaceholderData ? 0.6 : 1 }}
      >
        {assets.data.data.map((asset) => (
          <AssetPickTile
            key={asset.id}
            asset={asset}
            isSelected={chosenIds.has(asset.id)}
            isReadOnly={isReadOnly}
            onToggle={onToggle}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Card padding={0} data-testid={`pick-section-${type}`}>
      <Stack gap={0}>
        <Group justify="space-between" gap="sm" p="md" pb={0}>
          <Group gap="xs">
            <Title order={2} fz="lg">
              {t(`assets:types.${type}.label`)}
            </Title>
            {chosenCount !== null && (
              <Badge
                variant={chosenCount > 0 ? 'filled' : 'light'}
                data-testid={`pick-count-${type}`}
              >
                {t('assets:pick.chosen', { total: chosenCount })}
              </Badge>
            )}
          </Group>
          {assets.data && assets.data.meta.total > 0 && (
            <Text size="sm" c="dimmed">
              {t('assets:pick.inLibrary', { total: assets.data.meta.total })}
            </Text>
          )}
        </Group>
        <Group px="md" pt="sm" gap="sm">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('assets:search')}
            testId={`pick-search-${type}`}
          />
        </Group>
        {renderGrid()}
        {assets.data && (
          <Box px="md" pb="md">
            <ListPagination
              meta={assets.data.meta}
              onChange={setPage}
              testId={`pick-pagination-${type}`}
            />
          </Box>
        )}
      </Stack>
    </Card>
  );
}
