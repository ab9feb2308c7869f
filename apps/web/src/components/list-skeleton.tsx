import { Group, Skeleton, Stack } from '@mantine/core';

const ROW_COUNT = 5;

/** Placeholder rows while a list loads: an avatar-sized circle and two lines each. */
export function ListSkeleton({ testId }: { testId: string }) {
  return (
    <Stack gap="lg" p="md" data-testid={testId}>
      {Array.from({ length: ROW_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton circle height={38} />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={12} width="40%" radius="sm" />
            <Skeleton height={10} width="65%" radius="sm" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
