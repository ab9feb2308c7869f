import { Box, Center, Image, Stack, ThemeIcon } from '@mantine/core';
import type { Asset } from '@slovo/contracts';
import { IconMusic } from '@tabler/icons-react';
import { isSound } from './asset-kinds.ts';

// A light checkerboard behind pictures, so transparent parts of characters and props show.
const CHECKERBOARD =
  'repeating-conic-gradient(var(--mantine-color-gray-1) 0% 25%, var(--mantine-color-white) 0% 50%) 50% / 16px 16px';

/** A picture fitted into a fixed-height box, or a sound with the browser's player. */
export function AssetPreview({ asset, height }: { asset: Asset; height: number }) {
  if (isSound(asset)) {
    return (
      <Stack gap={8} h={height} justify="center" px={8} bg="indigo.0">
        <Center>
          <ThemeIcon size={40} radius={20} variant="light">
            <IconMusic size={22} />
          </ThemeIcon>
        </Center>
        {/* biome-ignore lint/a11y/useMediaCaption: library sounds are effects without speech */}
        <audio
          controls
          preload="none"
          src={asset.url}
          style={{ width: '100%', height: 32 }}
          data-testid={`asset-audio-${asset.id}`}
        />
      </Stack>
    );
  }
  // A background fills its slide, so it fills the tile; cut-outs are shown whole on the board.
  const isBackground = asset.type === 'background';
  return (
    <Box h={height} style={{ background: isBackground ? undefined : CHECKERBOARD }}>
      <Image
        src={asset.url}
        alt={asset.name}
        h={height}
        w="100%"
        fit={isBackground ? 'cover' : 'contain'}
        loading="lazy"
      />
    </Box>
  );
}
