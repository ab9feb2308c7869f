import { Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Health } from '@slovo/contracts';
import { IconServerBolt } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, requestData } from '../lib/api-client.ts';
import {
  finishDeploy,
  type UnavailableReason,
  useUnavailableReason,
} from '../lib/deploy-status.ts';

const TEXTS = {
  deploy: 'errors:deploy',
  database: 'errors:databaseDown',
  unreachable: 'errors:unreachable',
} as const;

/**
 * The health answer checked by hand instead of with the contracts schema: this window is part of
 * every first screen, which carries no validation library (decision 027).
 */
const healthParser = {
  parse(value: unknown): Health {
    const health = value as Partial<Health> | null;
    if (health?.status !== 'ok' || typeof health.maintenance !== 'boolean') {
      throw new Error('The health check answered in an unknown form');
    }
    return { status: health.status, maintenance: health.maintenance };
  },
};

/** The health check is asked again after 1, 2, 4, 8 s, then every 10 s. */
const HEALTH_POLL_MAX_MS = 10_000;
const getPollDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, HEALTH_POLL_MAX_MS);

/**
 * Whether the app answers again. A deploy or a database outage ends when health says so; a failed
 * session check ends when the session check itself gets an answer (a healthy app may still fail
 * it), so the window does not close only to open again a moment later.
 */
async function isAnswering(reason: UnavailableReason): Promise<boolean> {
  try {
    if (reason === 'unreachable') {
      await requestData('/check-token', { isSilent: true });
      return true;
    }
    const health = await requestData('/health', { isSilent: true, schema: healthParser });
    return !health.maintenance;
  } catch (error) {
    // A refused session is an answer too: the sign-in flow takes it from here.
    return reason === 'unreachable' && isApiError(error) && error.status === 401;
  }
}

/**
 * Spec 8 deploy-in-progress window, also shown while the database is down or the app does not
 * answer: cannot be dismissed; closes itself once the API is healthy and out of maintenance.
 */
export function DeployInProgressModal() {
  const reason = useUnavailableReason();
  const isDeploying = reason !== null;
  const texts = TEXTS[reason ?? 'deploy'];
  const queryClient = useQueryClient();
  const { t } = useTranslation('errors');

  useEffect(() => {
    if (!reason) return;
    let timer: number | undefined;
    const poll = (attempt: number) => {
      timer = window.setTimeout(async () => {
        if (!(await isAnswering(reason))) return poll(attempt + 1);
        finishDeploy();
        // Answers refused meanwhile (the session check among them) are fetched again.
        await queryClient.invalidateQueries();
      }, getPollDelay(attempt));
    };
    poll(0);
    return () => window.clearTimeout(timer);
  }, [reason, queryClient]);

  return (
    // The parts are spelled out so the title names the dialog for a screen reader.
    <Modal.Root
      opened={isDeploying}
      onClose={() => undefined}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      data-testid="deploy-in-progress"
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="md" py="md">
            <ThemeIcon size={64} radius={32} variant="light" color="indigo">
              <IconServerBolt size={34} stroke={1.5} />
            </ThemeIcon>
            <Modal.Title fw={700} fz="lg">
              {t(`${texts}.title`)}
            </Modal.Title>
            <Text c="dimmed">{t(`${texts}.description`)}</Text>
            <Group gap="xs">
              <Loader size="sm" type="dots" />
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
