import { Group, Skeleton, Stack } from '@mantine/core';

// Indentation of the placeholder rows, so the loading state already looks like a tree.
const ROW_DEPTHS = [0, 1, 1, 0, 1, 2];

export function CategoryTreeSkeleton() {
  return (
    <Stack gap="lg" p="md" data-testid="categories-loading">
      {ROW_DEPTHS.map((depth, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Group key={index} gap="sm" wrap="nowrap" pl={depth * 24}>
          <Skeleton height={28} width={28} radius="md" />
          <Skeleton height={12} width={`${45 - depth * 8}%`} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}
