import { ModalsProvider } from '@mantine/modals';
import { CONFIRM_MODAL_MAX_WIDTH } from '@slovo/contracts';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

const IsProvided = createContext(false);

/**
 * The confirmation dialogs (`modals.openConfirmModal`), mounted by the screens that ask for
 * confirmation: the staff shell and the teacher's player. Public first screens leave it out, so
 * they do not download Mantine's modal, its scroll area and floating UI (decision 027). Mounted
 * once however it nests: two would open every dialog twice.
 */
export function ConfirmModalsProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const isProvided = useContext(IsProvided);
  if (isProvided) return children;
  return (
    <ModalsProvider
      labels={{ confirm: t('common:actions.delete'), cancel: t('common:actions.cancel') }}
      modalProps={{ size: CONFIRM_MODAL_MAX_WIDTH, centered: true }}
    >
      <IsProvided.Provider value>{children}</IsProvided.Provider>
    </ModalsProvider>
  );
}
