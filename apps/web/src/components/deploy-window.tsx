import { Group, Loader, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconServerBolt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UnavailableReason } from '../lib/deploy-status.ts';

const TEXTS = {
  deploy: 'errors:deploy',
  database: 'errors:databaseDown',
  unreachable: 'errors:unreachable',
} as const;

/** The unavailable window itself: cannot be dismissed; its watcher closes it. */
export function DeployWindow({ reason }: { reason: UnavailableReason }) {
  const texts = TEXTS[reason];
  const { t } = useTranslation('errors');
  return (
    // The parts are spelled out so the title names the dialog for a screen reader.
    <Modal.Root
      opened
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
