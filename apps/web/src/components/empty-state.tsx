import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon: ReactNode;
  title: string;
  /** What to do next, so an empty list is never a dead end. */
  description: string;
  action?: ReactNode;
  testId: string;
};

export function EmptyState({ icon, title, description, action, testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center" data-testid={testId}>
      <ThemeIcon size={64} radius={32} variant="light" color="indigo">
        {icon}
      </ThemeIcon>
      <Text fw={700} fz="lg" mt="xs">
        {title}
      </Text>
      <Text c="dimmed" maw={420}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
