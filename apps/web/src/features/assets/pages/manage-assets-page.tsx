import { Box, Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { ASSET_TYPES, type Asset, type AssetType } from '@slovo/contracts';
import { IconPhoto, IconSearch, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { useTabPanel } from '../../../lib/tab-panel.ts';
import { useAssets } from '../api/get-assets.ts';
import { AssetCard } from '../components/asset-card.tsx';
import { ASSET_GRID_COLS, AssetGridSkeleton } from '../components/asset-grid-skeleton.tsx';
import { AssetRenameModal } from '../components/asset-rename-modal.tsx';
import { AssetTypeTabs } from '../components/asset-type-tabs.tsx';
import { AssetUploadModal } from '../components/asset-upload-modal.tsx';
import { useAssetActions } from '../components/use-asset-actions.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const CARD_SKELETON_HEIGHT = 250;

function readType(value: string | null): AssetType {
  return ASSET_TYPES.find((type) => type === value) ?? 'background';
}

/** Spec 2: root's library of backgrounds, characters, props, sounds, images and game files. */
export function ManageAssetsPage() {
  const { t } = useTranslation('assets');
  const [searchParams, setSearchParams] = useSearchParams();
  const type = readType(searchParams.get('type'));
  const tabPanel = useTabPanel(type);
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [renamed, setRenamed] = useState<Asset | null>(null);
  const [isRenameOpen, setIsRenameOpen] = useState(false);
  const assets = useAssets({ type, term, page });
  const actions = useAssetActions();
  const applySearch = useDebouncedCallback((value: string) => {
    setTerm(value.trim());
    setPage(1);
  }, SEARCH_DEBOUNCE_MS);

  const pageRows = assets.data?.data;

  // Deleting the last files of the last page leaves it empty: show the one before.
  useEffect(() => {
    if (pageRows?.length === 0 && page > 1) setPage((current) => current - 1);
  }, [pageRows, page]);

  const showType = (next: AssetType) => {
    setSearchParams({ type: next }, { replace: true });
    applySearch.cancel();
    setSearchText('');
    setTerm('');
    setPage(1);
  };

  const renderGrid = () => {
    if (assets.isPending)
      return <AssetGridSkeleton height={CARD_SKELETON_HEIGHT} testId="assets-loading" />;
    if (assets.isError) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('assets:error.title')}
            description={t('assets:error.description')}
            isRetrying={assets.isFetching}
            onRetry={() => void assets.refetch()}
            testId="assets-error"
          />
        </Box>
      );
    }
    if (assets.data.data.length === 0) {
      return term ? (
        <EmptyState
          testId="assets-empty"
          icon={<IconSearch size={32} />}
          title={t('assets:empty.filteredTitle')}
          description={t('assets:empty.filteredDescription')}
        />
      ) : (
        <EmptyState
          testId="assets-empty"
          icon={<IconPhoto size={32} />}
          title={t(`assets:empty.${type}`)}
          description={t('assets:empty.description')}
          action={
            <Button
              mt="sm"
              leftSection={<IconUpload size={18} />}
              onClick={() => setIsUploadOpen(true)}
            >
              {t('assets:upload')}
            </Button>
          }
        />
      );
    }
    return (
      <SimpleGrid
        cols={ASSET_GRID_COLS}
        spacing="md"
        p="md"
        style={{ opacity: assets.isPlaceholderData ? 0.6 : 1 }}
        data-testid="assets-grid"
      >
        {assets.data.data.map((asset) => (
          <AssetCard
            key={asset.id}
            asset={asset}
            isDownloading={actions.downloadingId === asset.id}
            onDownload={actions.download}
            onRename={(item) => {
              setRenamed(item);
              setIsRenameOpen(true);
            }}
            onDelete={actions.delete}
          />
        ))}
      </SimpleGrid>
    );
  };

  return (
    <Stack gap="lg" maw={1400} data-testid="assets-page">
      <PageHeader
        title={t('assets:title')}
        description={t('assets:subtitle')}
        actions={
          <Button
            leftSection={<IconUpload size={18} />}
            onClick={() => setIsUploadOpen(true)}
            data-testid="asset-upload"
          >
            {t('assets:upload')}
          </Button>
        }
      />
      <Card padding={0}>
        <Box px="md" pt="xs">
          <AssetTypeTabs id={tabPanel.tabsId} value={type} onChange={showType} />
        </Box>
        <Group p="md" pb={0} gap="sm">
          <SearchInput
            value={searchText}
            onChange={(value) => {
              setSearchText(value);
              applySearch(value);
            }}
            placeholder={t('assets:search')}
            testId="assets-search"
          />
        </Group>
        <Box {...tabPanel.panelProps}>{renderGrid()}</Box>
      </Card>
      {assets.data && (
        <ListPagination meta={assets.data.meta} onChange={setPage} testId="assets-pagination" />
      )}
      <AssetUploadModal
        isOpen={isUploadOpen}
        initialType={type}
        onUploaded={(asset) => {
          if (asset.type !== type) showType(asset.type);
        }}
        onClose={() => setIsUploadOpen(false)}
      />
      <AssetRenameModal
        asset={renamed}
        isOpen={isRenameOpen}
        onClose={() => setIsRenameOpen(false)}
      />
    </Stack>
  );
}
