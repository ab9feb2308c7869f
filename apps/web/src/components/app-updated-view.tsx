import { IconRefresh, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusIcon, StatusScreen } from './status-screen.tsx';

export function AppUpdatedView() {
  const { t } = useTranslation('errors');
  return (
    <StatusScreen
      testId="app-updated"
      badge={
        <StatusIcon color="indigo">
          <IconSparkles size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('errors:appUpdated.title')}
      description={t('errors:appUpdated.description')}
      hint={t('errors:appUpdated.hint')}
      action={{
        label: t('errors:appUpdated.action'),
        icon: <IconRefresh size={18} />,
        onClick: () => window.location.reload(),
      }}
    />
  );
}
