import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type LessonProblemsAlertProps = {
  problems: string[];
  /** The server refused the last save: its reasons, already in the interface language. */
  refusal: string[];
};

/** What stops the lesson from being saved, as the teacher works, and why a save was refused. */
export function LessonProblemsAlert({ problems, refusal }: LessonProblemsAlertProps) {
  const { t } = useTranslation('lessons');
  if (problems.length === 0 && refusal.length === 0) return null;
  const isRefused = refusal.length > 0;
  const messages = [...new Set([...refusal, ...problems])];
  return (
    <Alert
      color={isRefused ? 'red' : 'orange'}
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={t(isRefused ? 'lessons:problems.refusedTitle' : 'lessons:problems.title')}
      data-testid="lesson-problems"
      data-refused={isRefused}
    >
      <List size="sm" spacing={4}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
