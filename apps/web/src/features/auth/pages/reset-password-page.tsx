import { IconLinkOff, IconRefresh, IconSend, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPageLoader } from '../../../components/full-page-loader.tsx';
import { PublicPageLayout } from '../../../components/public-page-layout.tsx';
import { StatusIcon, StatusScreen } from '../../../components/status-screen.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { clearToken } from '../../../lib/auth/token-store.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { formatMessage } from '../../../lib/messages.ts';
import { notify } from '../../../lib/notify.ts';
import { usePasswordResetPreview } from '../api/check-password-reset.ts';
import type { LoginState } from '../components/login-form.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';

/** Used, expired, forged or missing: the server's words, and a way to ask for a new link. */
function InvalidResetLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <StatusScreen
      testId="invalid-reset-link"
      badge={
        <StatusIcon color="red">
          <IconLinkOff size={48} stroke={1.5} />
        </StatusIcon>
      }
      title={t('auth:reset.invalidTitle')}
      description={message}
      action={{
        label: t('auth:reset.askAgain'),
        icon: <IconSend size={18} />,
        onClick: () => navigate('/forgot-password'),
      }}
    />
  );
}

function ResetPasswordCheck({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = usePasswordResetPreview(token);
  const [invalidMessage, setInvalidMessage] = useState<string | null>(null);

  if (invalidMessage) return <InvalidResetLink message={invalidMessage} />;
  if (preview.isPending) return <FullPageLoader />;
  if (preview.isError) {
    if (isApiError(preview.error) && preview.error.code === 'INVALID_RESET_LINK') {
      return <InvalidResetLink message={preview.error.message} />;
    }
    return (
      <StatusScreen
        testId="reset-password-error"
        badge={
          <StatusIcon color="orange">
            <IconWifiOff size={48} stroke={1.5} />
          </StatusIcon>
        }
        title={t('auth:reset.checkFailed')}
        description={preview.error.message}
        action={{
          label: t('common:actions.retry'),
          icon: <IconRefresh size={18} />,
          onClick: () => void preview.refetch(),
        }}
      />
    );
  }

  const { email } = preview.data;
  const handleDone = () => {
    // Every session of the account has ended, this device's too: sign in afresh.
    clearToken();
    // Not this page's own check: emptied while the page still shows, it would ask again for a
    // link that has just been used.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'password-reset' });
    notify({ color: 'teal', message: t('auth:reset.done') });
    navigate('/login', { replace: true, state: { email } satisfies LoginState });
  };
  return (
    <PublicPageLayout
      title={t('auth:reset.title')}
      subtitle={t('auth:reset.subtitle')}
      testId="reset-password-page"
    >
      <ResetPasswordForm
        token={token}
        email={email}
        onDone={handleDone}
        onInvalid={setInvalidMessage}
      />
    </PublicPageLayout>
  );
}

/** Public: the page a reset link opens, to set a new password. */
export function ResetPasswordPage() {
  // Subscribes to language changes, so the message below follows the switcher.
  useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  if (!token)
    return <InvalidResetLink message={formatMessage('INVALID_RESET_LINK', getUiLanguage())} />;
  return <ResetPasswordCheck key={token} token={token} />;
}
