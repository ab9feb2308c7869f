import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { getUiLanguage } from '../../../lib/i18n.ts';

type BreakdownCardProps = {
  title: string;
  rows: { key: string; label: string; value: number; color: string }[];
  testId: string;
};

/** A figure split into parts (users by role, microblocks by status), each with its share. */
export function BreakdownCard({ title, rows, testId }: BreakdownCardProps) {
  const formatter = new Intl.NumberFormat(getUiLanguage());
  const largest = Math.max(1, ...rows.map((row) => row.value));
  return (
    <Card padding="lg" data-testid={testId} h="100%">
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Stack gap="xs">
        {rows.map((row) => (
          <div key={row.key} data-testid={`${testId}-${row.key}`}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{row.label}</Text>
              <Text size="sm" fw={700} data-testid={`${testId}-${row.key}-value`}>
                {formatter.format(row.value)}
              </Text>
            </Group>
            <Progress
              value={(row.value / largest) * 100}
              color={row.color}
              size="sm"
              mt={4}
              aria-hidden
            />
          </div>
        ))}
      </Stack>
    </Card>
  );
}
