import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Spec 4: while a lesson is regenerated a blocking notice is shown. It cannot be closed: the
 * lesson changes under the teacher's hands until the themed versions are made.
 */
export function RegeneratingModal({ isOpen, childName }: { isOpen: boolean; childName: string }) {
  const { t } = useTranslation('lessons');
  return (
    <Modal
      opened={isOpen}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      trapFocus
      centered
      size={400}
    >
      <Stack align="center" gap="md" py="md" ta="center" data-testid="lesson-regenerating">
        <Loader size="lg" />
        <Text fw={600}>{t('lessons:regenerate.pending', { child: childName })}</Text>
        <Text size="sm" c="dimmed">
          {t('lessons:regenerate.pendingHint')}
        </Text>
      </Stack>
    </Modal>
  );
}
