import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PublicPageLayout } from '../../../components/public-page-layout.tsx';
import { useToken } from '../../../lib/auth/token-store.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  // A signed-in user has nothing to do here; an invalid token is caught on the way to `/`.
  if (token) return <Navigate to="/" replace />;

  return (
    <PublicPageLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <LoginForm />
    </PublicPageLayout>
  );
}
