import { Group, List, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import type { StatusChange } from '@slovo/contracts';
import { IconArrowRight, IconRobot, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import { getStatusColor } from './exercise-status.ts';
import { StatusBadge } from './status-badge.tsx';

/** Newest first: the last decision is what the reader came for. */
function sortNewestFirst(history: readonly StatusChange[]): StatusChange[] {
  return [...history].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

function HistoryRow({ change }: { change: StatusChange }) {
  const { t } = useTranslation('exercise-editor');
  const actor = change.is_automatic
    ? t('exercise-editor:history.automatic')
    : (change.actor?.name ?? t('exercise-editor:history.unknownActor'));
  return (
    <Stack gap={4} data-testid="history-row" data-automatic={change.is_automatic}>
      <Group gap={6} wrap="wrap">
        {change.from_status !== null && (
          <>
            <StatusBadge status={change.from_status} size="sm" />
            <IconArrowRight size={14} aria-label={t('exercise-editor:history.to')} />
          </>
        )}
        <StatusBadge status={change.to_status} size="sm" />
      </Group>
      <Text size="xs" c="dimmed">
        {t('exercise-editor:history.byAt', {
          actor,
          date: formatDateTime(change.created_at),
        })}
      </Text>
      {change.comment.trim() !== '' && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {change.comment}
        </Text>
      )}
      {change.reasons.length > 0 && (
        <List size="sm" spacing={2}>
          {change.reasons.map((reason) => (
            <List.Item key={reason}>{t(`exercise-editor:reasons.${reason}`)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Every status change of a microblock: who (or auto-moderation), when, from what to what, why. */
export function StatusHistory({ history }: { history: readonly StatusChange[] }) {
  const { t } = useTranslation('exercise-editor');
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="status-history">
        {t('exercise-editor:history.empty')}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={24} lineWidth={2} active={0} data-testid="status-history">
      {sortNewestFirst(history).map((change) => (
        <Timeline.Item
          key={change.id}
          bullet={
            <ThemeIcon size={24} radius="xl" color={getStatusColor(change.to_status)}>
              {change.is_automatic ? <IconRobot size={14} /> : <IconUser size={14} />}
            </ThemeIcon>
          }
        >
          <HistoryRow change={change} />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
