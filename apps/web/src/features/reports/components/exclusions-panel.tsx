import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReportExclusion } from '@slovo/contracts';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lessonName } from './format-figures.ts';

type ExclusionsPanelProps = {
  exclusions: ReportExclusion[];
  onInclude: (item: ReportExclusion) => void;
  busyKey: string | null;
};

export const exclusionKey = (item: { kind: string; id: number }) => `${item.kind}-${item.id}`;

/** What the project's report leaves out, each with a way back in. */
export function ExclusionsPanel({ exclusions, onInclude, busyKey }: ExclusionsPanelProps) {
  const { t } = useTranslation('reports');
  const label = (item: ReportExclusion) =>
    item.lesson ? `${item.label} — ${lessonName(t, item.lesson)}` : item.label;
  if (exclusions.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="report-exclusions-empty">
        {t('reports:exclusions.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="report-exclusions">
      {exclusions.map((item) => (
        <Group
          key={exclusionKey(item)}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          data-testid={`report-exclusion-${exclusionKey(item)}`}
        >
          <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t(`reports:exclusions.kind.${item.kind}`)}
            </Badge>
            <Text size="sm" truncate title={label(item)}>
              {label(item)}
            </Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            loading={busyKey === exclusionKey(item)}
            style={{ flexShrink: 0 }}
            onClick={() => onInclude(item)}
            data-testid={`report-include-${exclusionKey(item)}`}
          >
            {t('reports:actions.include')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
