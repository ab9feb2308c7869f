import { Center, Loader, Modal } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';

// The form brings the date picker and its calendar: loaded when a teacher first opens it, not
// with the list of students (decision 027).
const ClientForm = lazy(() =>
  import('./client-form.tsx').then((module) => ({ default: module.ClientForm })),
);

type ClientFormModalProps = { isOpen: boolean; workspaceId: number; onClose: () => void };

/** A new student; once added, their page opens to go on with protocols. */
export function ClientFormModal({ isOpen, workspaceId, onClose }: ClientFormModalProps) {
  const { t } = useTranslation('students');
  const navigate = useNavigate();
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={t('students:form.newTitle')}
      size="xl"
      centered
      data-testid="client-form-modal"
    >
      {/* The modal mounts its content with each opening, so the form always starts empty. */}
      <Suspense
        fallback={
          <Center py="xl">
            <Loader type="dots" />
          </Center>
        }
      >
        <ClientForm
          workspaceId={workspaceId}
          defaultLanguage={getUiLanguage()}
          onCancel={onClose}
          onSaved={(client) => {
            notify({
              color: 'green',
              message: t('students:notifications.created', { name: client.child_name }),
            });
            onClose();
            navigate(buildPath('editClient', { clientId: client.id }));
          }}
        />
      </Suspense>
    </Modal>
  );
}
