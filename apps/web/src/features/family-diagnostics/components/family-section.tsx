import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled card of a family page (the examination's blocks, findings, progress, lessons). */
export function FamilySection({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Card padding="lg" radius="md" withBorder data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
