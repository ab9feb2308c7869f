import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The form (and its calls) loads when first opened: the player's first screen stays light.
const ReportTicketModal = lazy(() =>
  import('./report-ticket-modal.tsx').then((module) => ({ default: module.ReportTicketModal })),
);

type ReportTicketButtonProps = {
  workspaceId: number;
  /** The microblock or themed version met; null for a general ticket (staff). */
  exerciseId: number | null;
  /** 1-based slide number the ticket concerns; null lets the reporter type it. */
  slidePosition: number | null;
  /** Where it sits: the dark player bar an icon, a list row a quiet icon, pages a button. */
  look?: 'icon' | 'subtle' | 'button';
};

/**
 * "Report a problem" (decision 040): opens the ticket form about the slide on screen when it is
 * pressed (the player may move on while the form is open).
 */
export function ReportTicketButton({
  workspaceId,
  exerciseId,
  slidePosition,
  look = 'button',
}: ReportTicketButtonProps) {
  const { t } = useTranslation('tickets');
  const [target, setTarget] = useState<{
    exerciseId: number | null;
    slidePosition: number | null;
  } | null>(null);
  const open = () => setTarget({ exerciseId, slidePosition });
  const label = t('tickets:report.button');
  return (
    <>
      {look !== 'button' ? (
        <Tooltip label={label}>
          <ActionIcon
            variant={look === 'icon' ? 'filled' : 'subtle'}
            color={look === 'icon' ? 'dark.5' : 'gray'}
            size="lg"
            onClick={open}
            aria-label={label}
            data-testid="report-ticket"
          >
            <IconMessageReport size={20} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconMessageReport size={18} />}
          onClick={open}
          data-testid="report-ticket"
        >
          {label}
        </Button>
      )}
      {target && (
        <Suspense fallback={null}>
          <ReportTicketModal
            workspaceId={workspaceId}
            target={target}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
    </>
  );
}
