import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type QueryErrorAlertProps = {
  title: string;
  description: string;
  isRetrying: boolean;
  onRetry: () => void;
  testId: string;
};

/** A list or panel that failed to load, with a retry in place of its content. */
export function QueryErrorAlert({
  title,
  description,
  isRetrying,
  onRetry,
  testId,
}: QueryErrorAlertProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={title}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{description}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} />}
          loading={isRetrying}
          onClick={onRetry}
        >
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
