import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Asset } from '@slovo/contracts';
import { IconDownload, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AssetPreview } from './asset-preview.tsx';
import { formatFileSize } from './format-file-size.ts';

const PREVIEW_HEIGHT = 140;

type AssetCardProps = {
  asset: Asset;
  isDownloading: boolean;
  onDownload: (asset: Asset) => void;
  onRename: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
};

/** A library file with what root needs to judge it: size, picture size and how many themes use it. */
export function AssetCard({
  asset,
  isDownloading,
  onDownload,
  onRename,
  onDelete,
}: AssetCardProps) {
  const { t } = useTranslation('assets');
  const details = [formatFileSize(asset.size, t)];
  if (asset.width !== null && asset.height !== null) {
    details.push(t('assets:card.pixels', { width: asset.width, height: asset.height }));
  }
  return (
    <Card padding="sm" data-testid={`asset-card-${asset.id}`}>
      <Card.Section>
        <AssetPreview asset={asset} height={PREVIEW_HEIGHT} />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Text size="sm" fw={600} truncate="end" title={asset.name}>
          {asset.name}
        </Text>
        <Text size="xs" c="dimmed">
          {details.join(' · ')}
        </Text>
        <Text
          size="xs"
          fw={500}
          c={asset.theme_count > 0 ? 'indigo.7' : 'dimmed'}
          data-testid={`asset-usage-${asset.id}`}
        >
          {asset.theme_count > 0
            ? t('assets:card.usedBy', { count: asset.theme_count })
            : t('assets:card.unused')}
        </Text>
      </Stack>
      <Group gap={2} justify="flex-end" mt={6}>
        <Tooltip label={t('assets:card.download')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            loading={isDownloading}
            onClick={() => onDownload(asset)}
            aria-label={t('assets:card.downloadNamed', { name: asset.name })}
            data-testid={`asset-download-${asset.id}`}
          >
            <IconDownload size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('assets:card.rename')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => onRename(asset)}
            aria-label={t('assets:card.renameNamed', { name: asset.name })}
            data-testid={`asset-rename-${asset.id}`}
          >
            <IconEdit size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('assets:card.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onDelete(asset)}
            aria-label={t('assets:card.deleteNamed', { name: asset.name })}
            data-testid={`asset-delete-${asset.id}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}
