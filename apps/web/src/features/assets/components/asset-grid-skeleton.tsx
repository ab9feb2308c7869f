import { SimpleGrid, Skeleton } from '@mantine/core';

/** Two tiles a row on phones, up to six on wide screens. */
export const ASSET_GRID_COLS = { base: 2, sm: 3, md: 4, xl: 6 } as const;

const SKELETON_TILES = 8;

/** Placeholder tiles while a page of the library loads. */
export function AssetGridSkeleton({ height, testId }: { height: number; testId: string }) {
  return (
    <SimpleGrid cols={ASSET_GRID_COLS} spacing="md" p="md" data-testid={testId}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
