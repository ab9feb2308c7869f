import {
  Anchor,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { buildPath, type GenerationRun } from '@slovo/contracts';
import { IconChevronDown, IconChevronUp, IconPlayerStop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { isRunActive } from '../api/get-generation-runs.ts';
import { KIND_ICONS, STATE_COLORS } from './run-kinds.ts';
import { RunSkips } from './run-skips.tsx';

/** The server keeps this many of a run's latest failures. */
const KEPT_FAILURES = 100;

type RunRowProps = {
  run: GenerationRun;
  getThemeName: (themeId: number) => string;
  /** Asked to stop and not stopped yet: a running run finishes its current microblock first. */
  isStopping: boolean;
  onCancel: () => void;
};

function RunProgress({ run }: { run: GenerationRun }) {
  const { t } = useTranslation('generation');
  const handled = run.done + run.failed;
  // A new run has no total until the worker has counted its microblocks.
  const isCounting = isRunActive(run) && run.total === 0;
  const share = (count: number) => (run.total > 0 ? (count / run.total) * 100 : 0);
  return (
    <Stack
      gap={4}
      data-testid={`run-progress-${run.id}`}
      data-done={run.done}
      data-failed={run.failed}
      data-total={run.total}
    >
      {isCounting ? (
        <Progress
          value={100}
          color="gray.4"
          striped
          animated={run.state === 'running'}
          size="lg"
          aria-label={t('generation:runs.progressLabel')}
        />
      ) : (
        // The sections are the progress bars and carry the names; the root is a plain box.
        <Progress.Root size="lg">
          <Progress.Section
            value={share(run.done)}
            color="teal"
            aria-label={t('generation:runs.doneLabel')}
          />
          <Progress.Section
            value={share(run.failed)}
            color="red"
            aria-label={t('generation:runs.failedLabel')}
          />
        </Progress.Root>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {isCounting
            ? t(run.state === 'queued' ? 'generation:runs.waiting' : 'generation:runs.counting')
            : t('generation:runs.progress', { handled, total: run.total })}
        </Text>
        {run.failed > 0 && (
          <Text size="sm" c="red" fw={600}>
            {t('generation:runs.failedCount', { total: run.failed })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function RunFailures({ run, getThemeName }: Pick<RunRowProps, 'run' | 'getThemeName'>) {
  const { t } = useTranslation('generation');
  const [isOpen, { toggle }] = useDisclosure(false);
  if (run.failures.length === 0) return null;
  return (
    <Box data-testid={`run-failures-${run.id}`}>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        px={4}
        onClick={toggle}
        aria-expanded={isOpen}
        rightSection={isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        data-testid={`toggle-run-failures-${run.id}`}
      >
        {t('generation:runs.failures', { total: run.failed })}
      </Button>
      <Collapse in={isOpen}>
        <Box mt={4}>
          <TableFrame minWidth={420}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('generation:runs.failureSource')}</Table.Th>
                  <Table.Th>{t('generation:runs.failureReason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {run.failures.map((failure, index) => (
                  <Table.Tr
                    // The same microblock can fail for several themes, and a resumed run again.
                    // biome-ignore lint/suspicious/noArrayIndexKey: failures only ever grow at the end
                    key={index}
                    data-testid={`run-failure-${run.id}-${failure.exercise_id}`}
                  >
                    <Table.Td>
                      <Stack gap={0}>
                        <Anchor
                          component={Link}
                          to={buildPath('moderateExercise', { exerciseId: failure.exercise_id })}
                          size="sm"
                          fw={600}
                        >
                          {t('generation:runs.failureMicroblock', { id: failure.exercise_id })}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {getThemeName(failure.theme_id)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableFrame>
        </Box>
        {run.failures.length >= KEPT_FAILURES && run.failed > run.failures.length && (
          <Text size="xs" c="dimmed">
            {t('generation:runs.failuresCut')}
          </Text>
        )}
      </Collapse>
    </Box>
  );
}

/** One run: what, where, how far, what it skipped and why, and its failures. */
export function RunRow({ run, getThemeName, isStopping, onCancel }: RunRowProps) {
  const { t } = useTranslation('generation');
  const Icon = KIND_ICONS[run.kind];
  const isActive = isRunActive(run);
  const scope =
    run.theme_id === null ? t('generation:runs.wholeProject') : getThemeName(run.theme_id);

  return (
    <Paper withBorder p="sm" radius="md" data-testid={`run-row-${run.id}`} data-state={run.state}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
            <ThemeIcon
              variant="light"
              color={run.kind === 'delete' ? 'red' : 'indigo'}
              size="lg"
              radius="md"
            >
              <Icon size={18} />
            </ThemeIcon>
            <Stack gap={0} miw={0}>
              <Text fw={600} size="sm">
                {t(`generation:kinds.${run.kind}`)}
              </Text>
              {run.theme_id === null ? (
                <Text size="sm" c="dimmed" truncate="end">
                  {scope}
                </Text>
              ) : (
                <Anchor
                  component={Link}
                  to={buildPath('generatedList', { themeId: run.theme_id })}
                  size="sm"
                  truncate="end"
                >
                  {scope}
                </Anchor>
              )}
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Badge color={STATE_COLORS[run.state]} variant="light" tt="none">
              {t(`generation:states.${run.state}`)}
            </Badge>
            {isActive && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconPlayerStop size={14} />}
                disabled={isStopping}
                onClick={onCancel}
                data-testid={`run-cancel-${run.id}`}
              >
                {t('generation:runs.cancel')}
              </Button>
            )}
          </Group>
        </Group>
        <RunProgress run={run} />
        <RunSkips run={run} />
        {isActive && isStopping && (
          <Text size="xs" c="dimmed">
            {t('generation:runs.stopping')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('generation:runs.started', { time: formatDateTime(run.created_at) })}
          {run.finished_at &&
            ` · ${t('generation:runs.finished', { time: formatDateTime(run.finished_at) })}`}
        </Text>
        <RunFailures run={run} getThemeName={getThemeName} />
      </Stack>
    </Paper>
  );
}
