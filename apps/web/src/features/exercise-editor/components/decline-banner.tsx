import { Alert, List, Text } from '@mantine/core';
import { EXERCISE_STATUS, type StatusChange } from '@slovo/contracts';
import { IconMessageExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';

function findLastDecline(history: readonly StatusChange[]): StatusChange | undefined {
  return history
    .filter((change) => change.to_status === EXERCISE_STATUS.declined)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
}

/** Why the microblock came back: the first thing an author needs before changing it. */
export function DeclineBanner({ history }: { history: readonly StatusChange[] }) {
  const { t } = useTranslation('exercise-editor');
  const decline = findLastDecline(history);
  if (!decline) return null;
  const actor = decline.is_automatic
    ? t('exercise-editor:history.automatic')
    : (decline.actor?.name ?? t('exercise-editor:history.unknownActor'));
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMessageExclamation size={20} />}
      title={t('exercise-editor:edit.declinedTitle')}
      data-testid="decline-comment-banner"
    >
      {decline.comment.trim() !== '' && (
        <Text size="md" fw={500} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {decline.comment}
        </Text>
      )}
      {decline.reasons.length > 0 && (
        <List size="sm" mt={4}>
          {decline.reasons.map((reason) => (
            <List.Item key={reason}>{t(`exercise-editor:reasons.${reason}`)}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed" mt={6}>
        {t('exercise-editor:history.byAt', { actor, date: formatDateTime(decline.created_at) })}
      </Text>
      <Text size="sm" mt={6}>
        {t('exercise-editor:edit.declinedHint')}
      </Text>
    </Alert>
  );
}
