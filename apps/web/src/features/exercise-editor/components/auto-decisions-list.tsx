import { Anchor, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { type AutoDecision, buildPath } from '@slovo/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { StatusBadge } from './status-badge.tsx';

function StatusChangeCell({ decision }: { decision: AutoDecision }) {
  const { t } = useTranslation('exercise-editor');
  return (
    <Group gap={6} wrap="nowrap">
      {decision.from_status !== null && (
        <>
          <StatusBadge status={decision.from_status} size="sm" />
          <IconArrowRight size={14} aria-label={t('exercise-editor:history.to')} />
        </>
      )}
      <StatusBadge status={decision.to_status} size="sm" />
    </Group>
  );
}

function ReasonsCell({ decision }: { decision: AutoDecision }) {
  const { t } = useTranslation('exercise-editor');
  if (decision.reasons.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('exercise-editor:autoModeration.passed')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2}>
      {decision.reasons.map((reason) => (
        <List.Item key={reason}>{t(`exercise-editor:reasons.${reason}`)}</List.Item>
      ))}
    </List>
  );
}

function ExerciseLink({ decision }: { decision: AutoDecision }) {
  return (
    <Anchor
      component={Link}
      to={buildPath('moderateExercise', { exerciseId: decision.exercise.id })}
      size="sm"
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {decision.exercise.title}
    </Anchor>
  );
}

/** Automatic decisions: a table on wide screens, cards on phones (never both: unique test ids). */
export function AutoDecisionsList({ decisions }: { decisions: readonly AutoDecision[] }) {
  const { t } = useTranslation('exercise-editor');
  const isWide = useIsBreakpointUp('sm');

  if (!isWide) {
    return (
      <Stack gap="sm" p="sm">
        {decisions.map((decision) => (
          <Paper key={decision.id} withBorder p="sm" radius="md" data-testid="auto-decision-row">
            <Stack gap={6}>
              <ExerciseLink decision={decision} />
              <Text size="xs" c="dimmed">
                {formatDateTime(decision.created_at)}
              </Text>
              <StatusChangeCell decision={decision} />
              <ReasonsCell decision={decision} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableFrame minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('exercise-editor:autoModeration.columns.date')}</Table.Th>
            <Table.Th>{t('exercise-editor:autoModeration.columns.exercise')}</Table.Th>
            <Table.Th>{t('exercise-editor:autoModeration.columns.change')}</Table.Th>
            <Table.Th>{t('exercise-editor:autoModeration.columns.reasons')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decisions.map((decision) => (
            <Table.Tr key={decision.id} data-testid="auto-decision-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(decision.created_at)}</Text>
              </Table.Td>
              <Table.Td>
                <ExerciseLink decision={decision} />
              </Table.Td>
              <Table.Td>
                <StatusChangeCell decision={decision} />
              </Table.Td>
              <Table.Td>
                <ReasonsCell decision={decision} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
