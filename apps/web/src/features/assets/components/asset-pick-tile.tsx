import { Box, Checkbox, Paper, Text } from '@mantine/core';
import type { Asset } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { AssetPreview } from './asset-preview.tsx';

const PREVIEW_HEIGHT = 120;

type AssetPickTileProps = {
  asset: Asset;
  isSelected: boolean;
  isReadOnly: boolean;
  onToggle: (asset: Asset, isSelected: boolean) => void;
};

/**
 * A library file to choose for a theme. The tile is the checkbox's label, so a click anywhere
 * on it chooses the file, while a sound's player inside still plays without choosing it.
 */
export function AssetPickTile({ asset, isSelected, isReadOnly, onToggle }: AssetPickTileProps) {
  const { t } = useTranslation('assets');
  return (
    <Paper
      component="label"
      withBorder
      radius="md"
      style={{
        overflow: 'hidden',
        cursor: isReadOnly ? 'default' : 'pointer',
        borderColor: isSelected ? 'var(--mantine-primary-color-filled)' : undefined,
        boxShadow: isSelected ? '0 0 0 1px var(--mantine-primary-color-filled)' : undefined,
      }}
      data-selected={isSelected}
      data-testid={`asset-tile-${asset.id}`}
    >
      <Box pos="relative">
        <AssetPreview asset={asset} height={PREVIEW_HEIGHT} />
        <Checkbox
          checked={isSelected}
          disabled={isReadOnly}
          onChange={(event) => onToggle(asset, event.currentTarget.checked)}
          aria-label={t('assets:pick.choose', { name: asset.name })}
          pos="absolute"
          top={8}
          left={8}
          size="md"
          data-testid={`asset-tile-check-${asset.id}`}
        />
      </Box>
      <Text size="sm" fw={isSelected ? 600 : 500} truncate="end" px="xs" py={6} title={asset.name}>
        {asset.name}
      </Text>
    </Paper>
  );
}
