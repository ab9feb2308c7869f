import { Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { HealthSchema } from '@slovo/contracts';
import { IconServerBolt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requestData } from '../lib/api-client.ts';
import { finishDeploy, useUnavailableReason } from '../lib/deploy-status.ts';

const HEALTH_POLL_INTERVAL_MS = 10_000;

/**
 * Spec 8 deploy-in-progress window, also shown while the database is down: cannot be dismissed;
 * closes itself once the API is healthy and out of maintenance.
 */
export function DeployInProgressModal() {
  const reason = useUnavailableReason();
  const isDeploying = reason !== null;
  const texts = reason === 'database' ? 'errors:databaseDown' : 'errors:deploy';
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');

  useEffect(() => {
    if (!isDeploying) return;
    const timer = window.setInterval(async () => {
      try {
        const health = await requestData('/health', { isSilent: true, schema: HealthSchema });
        if (health.maintenance) return;
      } catch {
        return;
      }
      finishDeploy();
      // Answers refused during the deploy are fetched again from the new version.
      await queryClient.invalidateQueries();
    }, HEALTH_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isDeploying, queryClient]);

  return (
    <Modal
      opened={isDeploying}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      data-testid="deploy-in-progress"
    >
      <Stack align="center" ta="center" gap="md" py="md">
        <ThemeIcon size={64} radius={32} variant="light" color="indigo">
          <IconServerBolt size={34} stroke={1.5} />
        </ThemeIcon>
        <Text fw={700} fz="lg">
          {t(`${texts}.title`)}
        </Text>
        <Text c="dimmed">{t(`${texts}.description`)}</Text>
        <Group gap="xs">
          <Loader size="sm" type="dots" />
        </Group>
      </Stack>
    </Modal>
  );
}
