import { Button } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (dropzone, upload and save calls) loads when first opened: the page stays light.
const ReplaceDeckModal = lazy(() =>
  import('./replace-deck-modal.tsx').then((module) => ({ default: module.ReplaceDeckModal })),
);

export type ReplaceDeckButtonProps = {
  workspaceId: number;
  /** The microblock people made (a themed version's source): its deck is the one replaced. */
  exerciseId: number;
  /** Told once the new deck is in place, so the page around can show it. */
  onReplaced: () => void;
};

/**
 * "Replace the deck" (decision 046): a moderator uploads a fixed .pptx for an accepted microblock
 * through the microblock form's own presentation field; the microblock stays accepted.
 */
export function ReplaceDeckButton({ workspaceId, exerciseId, onReplaced }: ReplaceDeckButtonProps) {
  const { t } = useTranslation('exercise-editor');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileUpload size={18} />}
        onClick={() => setIsOpen(true)}
        data-testid="replace-deck"
      >
        {t('exercise-editor:replaceDeck.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReplaceDeckModal
            workspaceId={workspaceId}
            exerciseId={exerciseId}
            onClose={() => setIsOpen(false)}
            onReplaced={() => {
              setIsOpen(false);
              onReplaced();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
