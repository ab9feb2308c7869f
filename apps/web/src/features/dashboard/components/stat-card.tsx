import { Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { getUiLanguage } from '../../../lib/i18n.ts';

type StatCardProps = {
  label: string;
  description: string;
  value: number | null;
  icon: ReactNode;
  color: string;
  testId: string;
};

export function StatCard({ label, description, value, icon, color, testId }: StatCardProps) {
  const formatter = new Intl.NumberFormat(getUiLanguage());
  return (
    <Card padding="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          {value === null ? (
            <Skeleton height={40} width={96} mt={8} radius="sm" />
          ) : (
            <Text fz={40} fw={800} lh={1.2} mt={4} data-testid={`${testId}-value`}>
              {formatter.format(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={48} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {description}
      </Text>
    </Card>
  );
}
