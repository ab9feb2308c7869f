import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  countDivisionsBetween,
  type DiagnosticPreviousValue,
  type DiagnosticScale,
  isScaleChangeLarge,
} from '@slovo/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getIntlLocale } from '../../../lib/dates.ts';

/** An examination date, short: "14 Feb", with the year when it is not this one. */
export function formatShortDate(date: string): string {
  const day = new Date(`${date}T00:00:00`);
  const isThisYear = day.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat(getIntlLocale(), {
    day: 'numeric',
    month: 'short',
    ...(isThisYear ? {} : { year: 'numeric' }),
  }).format(day);
}

type Pending = { from: number | null; to: number };

/**
 * Spec 9 "change a scale value by no more than 2 divisions": a value that ends further than that
 * from the last examination's asks first. Confirm keeps it; cancel puts back the value it had
 * before the move. `begin` notes that value when a move starts, `end` checks where it stopped.
 */
export function useScaleChangeConfirm(
  scale: DiagnosticScale,
  previous: DiagnosticPreviousValue | undefined,
  onChange: (value: number | null) => void,
): {
  begin: (value: number | null) => void;
  end: (value: number | null) => void;
  modal: ReactNode;
} {
  const { t } = useTranslation('diagnostics');
  const settledRef = useRef<number | null | undefined>(undefined);
  const [pending, setPending] = useState<Pending | null>(null);

  const begin = (value: number | null) => {
    if (settledRef.current === undefined) settledRef.current = value;
  };
  const end = (value: number | null) => {
    const from = settledRef.current ?? null;
    settledRef.current = undefined;
    if (value === null || value === from) return;
    if (isScaleChangeLarge(scale, previous?.value, value)) setPending({ from, to: value });
  };
  const close = (keep: boolean) => {
    if (!keep && pending) onChange(pending.from);
    setPending(null);
  };

  const modal = previous && (
    <Modal
      opened={pending !== null}
      onClose={() => close(false)}
      title={t('diagnostics:scaleHistory.confirmTitle')}
      centered
      data-testid="scale-change-confirm"
    >
      {pending && (
        <Stack gap="md">
          <Text size="sm">
            {t('diagnostics:scaleHistory.confirmText', {
              date: formatShortDate(previous.diagnostic_date),
              previous: previous.value,
              value: pending.to,
              count: countDivisionsBetween(scale, previous.value, pending.to),
            })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => close(false)}
              data-testid="scale-change-restore"
            >
              {pending.from === null
                ? t('diagnostics:preview.clear')
                : t('diagnostics:scaleHistory.restore', { value: pending.from })}
            </Button>
            <Button onClick={() => close(true)} data-testid="scale-change-keep">
              {t('diagnostics:scaleHistory.keep', { value: pending.to })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
  return { begin, end, modal };
}
