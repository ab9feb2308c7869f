import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusCode, StatusScreen } from '../../components/status-screen.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="not-found"
      badge={<StatusCode code="404" />}
      title={t('errors:notFound.title')}
      description={t('errors:notFound.description')}
      action={{
        label: t('errors:notFound.action'),
        icon: <IconHome size={18} />,
        onClick: () => navigate('/'),
      }}
    />
  );
}
