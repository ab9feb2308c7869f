import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card: the block the editing and reviewing screens are built from. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
