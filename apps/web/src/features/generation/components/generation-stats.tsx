import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { GeneralStats } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import type { useGeneralStats } from '../api/get-general-stats.ts';

const STAT_TILES: { key: keyof GeneralStats; color: string }[] = [
  { key: 'ready_themes', color: 'indigo' },
  { key: 'ready_sources', color: 'grape' },
  { key: 'generated', color: 'teal' },
  { key: 'pending', color: 'orange' },
];

/** The workspace's totals: what generation works from and how far it got. */
export function GenerationStats({ query }: { query: ReturnType<typeof useGeneralStats> }) {
  const { t } = useTranslation('generation');
  if (query.isError && !query.data) {
    return (
      <QueryErrorAlert
        title={t('generation:stats.error')}
        description={t('generation:stats.errorText')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
        testId="generation-stats-error"
      />
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing="sm"
      role="group"
      aria-label={t('generation:stats.label')}
      data-testid="generation-stats"
    >
      {STAT_TILES.map((tile) =>
        query.data ? (
          <Paper key={tile.key} withBorder p="sm" radius="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t(`generation:stats.${tile.key}`)}
            </Text>
            <Text fz={24} fw={700} c={tile.color} data-testid={`generation-stat-${tile.key}`}>
              {query.data[tile.key]}
            </Text>
          </Paper>
        ) : (
          <Skeleton key={tile.key} height={68} radius="md" />
        ),
      )}
    </SimpleGrid>
  );
}
