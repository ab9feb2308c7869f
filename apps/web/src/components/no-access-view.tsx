import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusIcon, StatusScreen } from './status-screen.tsx';

/** Spec 8: a user without projects or without any screen of their own lands here. */
export function NoAccessView() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen
      testId="no-access"
      isFullPage={false}
      badge={
        <StatusIcon color="yellow">
          <IconAlertTriangle size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('errors:noAccess.title')}
      description={t('errors:noAccess.description')}
    />
  );
}
