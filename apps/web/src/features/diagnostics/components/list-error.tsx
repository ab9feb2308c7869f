import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The message of a whole list (no rows, too few variants), read out when it appears. */
export function ListError({ error, testId }: { error: ReactNode; testId?: string }) {
  if (!error) return null;
  return (
    <Text size="sm" c="red" role="alert" data-testid={testId}>
      {error}
    </Text>
  );
}
