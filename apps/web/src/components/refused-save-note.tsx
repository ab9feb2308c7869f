import { Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../lib/refused-save.ts';

/** Next to a form's buttons: why the save just pressed did not happen. */
export function RefusedSaveNote({ refusal }: { refusal: Refusal | null }) {
  const { t } = useTranslation('common');
  if (!refusal) return null;
  const text = refusal.message ?? t('common:refusedSave.fields', { count: refusal.fieldCount });
  return (
    <Text
      size="sm"
      c="red"
      mt="sm"
      role="alert"
      style={{ display: 'flex', gap: 6, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
      data-testid="refused-save-note"
    >
      <IconAlertCircle size={18} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
      <span>{text}</span>
    </Text>
  );
}
