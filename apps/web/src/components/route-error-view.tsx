import { IconHome, IconMoodSad } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { StatusIcon, StatusScreen } from './status-screen.tsx';

/** Router error element: the not-found look, with a full page load of `/` to start clean. */
export function RouteErrorView() {
  const error = useRouteError();
  const { t } = useTranslation('errors');

  useEffect(() => {
    console.warn('A route failed to render', error);
  }, [error]);

  return (
    <StatusScreen
      testId="route-error"
      badge={
        <StatusIcon color="red">
          <IconMoodSad size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('errors:generic.title')}
      description={t('errors:generic.description')}
      action={{
        label: t('errors:generic.action'),
        icon: <IconHome size={18} />,
        onClick: () => window.location.assign('/'),
      }}
    />
  );
}
