import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PublicPageLayout } from '../../../components/public-page-layout.tsx';
import { useToken } from '../../../lib/auth/token-store.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  const [searchParams] = useSearchParams();
  // A signed-in user has nothing to do here: on to where they came from when the link says so
  // (a path of this site only), else home; an invalid token is caught on the way.
  if (token) return <Navigate to={readNextPath(searchParams.get('next'))} replace />;

  return (
    <PublicPageLayout title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <LoginForm />
    </PublicPageLayout>
  );
}

function readNextPath(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/';
}
