import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { buildPath, type Theme } from '@slovo/contracts';
import { IconLayoutGrid, IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import type { useThemes } from '../api/get-themes.ts';
import { KIND_ICONS, MAKING_KINDS } from './run-kinds.ts';
import type { GenerationActions } from './use-generation-actions.tsx';

type RowProps = { theme: Theme; actions: GenerationActions };

/** Ready themes first (those generation works on), then by name. */
function sortThemes(themes: Theme[]): Theme[] {
  return [...themes].sort(
    (a, b) =>
      Number(b.is_ready) - Number(a.is_ready) ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

function ReadyBadge({ theme }: { theme: Theme }) {
  const { t } = useTranslation('generation');
  return (
    <Badge
      color={theme.is_ready ? 'teal' : 'gray'}
      variant="light"
      tt="none"
      style={{ flexShrink: 0 }}
      data-testid={`theme-ready-${theme.id}`}
    >
      {theme.is_ready ? t('generation:themes.ready') : t('generation:themes.notReady')}
    </Badge>
  );
}

function ThemeName({ theme }: { theme: Theme }) {
  const { t } = useTranslation('generation');
  return (
    <Stack gap={0} miw={0}>
      {/* break-word, not anywhere: the column keeps whole words ("Dinosaurs", not "Dinosau rs")
          and only a word longer than the whole table cell is broken. */}
      <Text fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
        {theme.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t('generation:themes.ages', { min: theme.min_age, max: theme.max_age })}
        {!theme.is_own && ` · ${t('generation:themes.shared')}`}
      </Text>
    </Stack>
  );
}

/** Generate, only new, refresh and delete for one theme; making needs the theme to be ready. */
function ThemeActions({ theme, actions }: RowProps) {
  const { t } = useTranslation('generation');
  const DeleteIcon = KIND_ICONS.delete;
  const deleteLabel = t('generation:themes.actionFor', {
    action: t('generation:kinds.delete'),
    name: theme.name,
  });
  return (
    <Group gap={4} wrap="nowrap">
      {MAKING_KINDS.map((kind) => {
        const Icon = KIND_ICONS[kind];
        const label = t('generation:themes.actionFor', {
          action: t(`generation:kinds.${kind}`),
          name: theme.name,
        });
        return (
          <Tooltip
            key={kind}
            label={
              theme.is_ready
                ? t(`generation:kindHints.${kind}`)
                : t('generation:themes.notReadyHint')
            }
            multiline
            w={240}
          >
            <ActionIcon
              variant={kind === 'generate' ? 'filled' : 'light'}
              size="lg"
              disabled={!theme.is_ready || actions.isBusy}
              loading={actions.isStarting(kind, theme.id)}
              onClick={() => actions.start(kind, theme.id)}
              aria-label={label}
              data-testid={`theme-${kind}-${theme.id}`}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      <Tooltip label={t('generation:kindHints.delete')} multiline w={240}>
        <ActionIcon
          color="red"
          variant="light"
          size="lg"
          disabled={theme.stats.generated === 0 || actions.isBusy}
          loading={actions.isStarting('delete', theme.id)}
          onClick={() => actions.confirmDeleteTheme(theme)}
          aria-label={deleteLabel}
          data-testid={`theme-delete-${theme.id}`}
        >
          <DeleteIcon size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function OpenListButton({ theme }: { theme: Theme }) {
  const { t } = useTranslation('generation');
  return (
    <Button
      component={Link}
      to={buildPath('generatedList', { themeId: theme.id })}
      variant="subtle"
      size="compact-sm"
      leftSection={<IconLayoutGrid size={16} />}
      aria-label={t('generation:themes.actionFor', {
        action: t('generation:themes.openList'),
        name: theme.name,
      })}
      data-testid={`theme-open-${theme.id}`}
    >
      {t('generation:themes.openList')}
    </Button>
  );
}

function Count({ value, color }: { value: number; color?: string }) {
  return (
    <Text size="sm" fw={value > 0 ? 600 : 400} c={value > 0 ? color : 'dimmed'}>
      {value}
    </Text>
  );
}

function ThemesAsTable({ themes, actions }: { themes: Theme[]; actions: GenerationActions }) {
  const { t } = useTranslation('generation');
  return (
    <TableFrame minWidth={820} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('generation:themes.name')}</Table.Th>
            <Table.Th>{t('generation:themes.state')}</Table.Th>
            <Table.Th ta="right">{t('generation:themes.generated')}</Table.Th>
            <Table.Th ta="right">{t('generation:themes.pending')}</Table.Th>
            <Table.Th ta="right">{t('generation:themes.failed')}</Table.Th>
            <Table.Th>{t('generation:themes.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {themes.map((theme) => (
            <Table.Tr key={theme.id} data-testid={`theme-row-${theme.id}`}>
              <Table.Td maw={320}>
                <ThemeName theme={theme} />
              </Table.Td>
              <Table.Td>
                <ReadyBadge theme={theme} />
              </Table.Td>
              <Table.Td ta="right">
                <Count value={theme.stats.generated} color="teal" />
              </Table.Td>
              <Table.Td ta="right">
                <Count value={theme.stats.pending} color="orange" />
              </Table.Td>
              <Table.Td ta="right">
                <Count value={theme.stats.failed} color="red" />
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ThemeActions theme={theme} actions={actions} />
                  <OpenListButton theme={theme} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ThemesAsCards({ themes, actions }: { themes: Theme[]; actions: GenerationActions }) {
  const { t } = useTranslation('generation');
  return (
    <Stack gap={0}>
      {themes.map((theme) => (
        <Stack
          key={theme.id}
          gap="xs"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`theme-row-${theme.id}`}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <ThemeName theme={theme} />
            <ReadyBadge theme={theme} />
          </Group>
          <Text size="sm" c="dimmed">
            {t('generation:themes.counts', theme.stats)}
          </Text>
          <Group justify="space-between" gap="xs">
            <ThemeActions theme={theme} actions={actions} />
            <OpenListButton theme={theme} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

type ThemesTableProps = { query: ReturnType<typeof useThemes>; actions: GenerationActions };

/** Every theme with its counts and runs of its own; a table from `md`, cards below it. */
export function ThemesTable({ query, actions }: ThemesTableProps) {
  const { t } = useTranslation('generation');
  const isTable = useIsBreakpointUp('md');

  const renderBody = () => {
    if (query.isPending) return <ListSkeleton testId="generation-themes-loading" />;
    if (!query.data) {
      return (
        <Box p="md">
          <QueryErrorAlert
            title={t('generation:themes.error')}
            description={t('generation:stats.errorText')}
            isRetrying={query.isFetching}
            onRetry={() => void query.refetch()}
            testId="generation-themes-error"
          />
        </Box>
      );
    }
    if (query.data.length === 0) {
      return (
        <EmptyState
          testId="generation-themes-empty"
          icon={<IconPalette size={32} />}
          title={t('generation:themes.emptyTitle')}
          description={t('generation:themes.emptyDescription')}
          action={
            <Button mt="sm" variant="light" component={Link} to={buildPath('themes')}>
              {t('generation:themes.emptyAction')}
            </Button>
          }
        />
      );
    }
    const themes = sortThemes(query.data);
    return isTable ? (
      <ThemesAsTable themes={themes} actions={actions} />
    ) : (
      <ThemesAsCards themes={themes} actions={actions} />
    );
  };

  return (
    <Card padding={0} data-testid="generation-themes">
      <Title order={2} fz="lg" p="md" pb={isTable ? 'xs' : 'md'}>
        {t('generation:themes.title')}
      </Title>
      {renderBody()}
    </Card>
  );
}
