import { Button, Group, Modal, Text } from '@mantine/core';
import { CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

type UnsavedChangesGuardProps = {
  isDirty: boolean;
  /**
   * True from the moment Save is pressed: leaving then keeps the changes, and the screen only
   * learns the save started on its next render, too late for a navigation right after the click.
   */
  isSavingRef: RefObject<boolean>;
  /** What would be lost, in the screen's words. */
  text: string;
};

/** Asks before leaving a screen with changes not saved yet, in the app or by closing the tab. */
export function UnsavedChangesGuard({ isDirty, isSavingRef, text }: UnsavedChangesGuardProps) {
  const { t } = useTranslation('common');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isSavingRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty, isSavingRef]);

  const isBlocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={isBlocked}
      onClose={() => blocker.reset?.()}
      title={t('common:unsaved.title')}
      size={CONFIRM_MODAL_MAX_WIDTH}
      centered
    >
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('common:unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('common:unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
