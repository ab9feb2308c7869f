import { Anchor, Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PublicPageLayout } from '../../../components/public-page-layout.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import type { LoginState } from '../components/login-form.tsx';

/** Once asked: the same words whether or not the address has an account (nothing is revealed). */
function LinkSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="lg" data-testid="forgot-password-sent">
      <Center>
        <ThemeIcon size={72} radius={36} variant="light" color="teal">
          <IconMailCheck size={40} stroke={1.5} />
        </ThemeIcon>
      </Center>
      <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
        {t('auth:forgot.sent', { email })}
      </Text>
      <Text ta="center" c="dimmed" size="sm">
        {t('auth:forgot.sentHint')}
      </Text>
      <Button
        component={Link}
        to="/login"
        state={{ email } satisfies LoginState}
        size="md"
        fullWidth
        data-testid="forgot-password-back"
      >
        {t('auth:forgot.backToLogin')}
      </Button>
      <Anchor component="button" type="button" size="sm" ta="center" onClick={onAgain}>
        {t('auth:forgot.again')}
      </Anchor>
    </Stack>
  );
}

/** Public: asks for the account's e-mail and sends a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState((location.state as LoginState | null)?.email ?? '');

  if (sentTo !== null) {
    return (
      <PublicPageLayout title={t('auth:forgot.sentTitle')} subtitle={null} testId="forgot-page">
        <LinkSent
          email={sentTo}
          onAgain={() => {
            setEmail(sentTo);
            setSentTo(null);
          }}
        />
      </PublicPageLayout>
    );
  }
  return (
    <PublicPageLayout
      title={t('auth:forgot.title')}
      subtitle={t('auth:forgot.subtitle')}
      testId="forgot-page"
    >
      <Stack gap="lg">
        <ForgotPasswordForm initialEmail={email} onSent={setSentTo} />
        <Anchor
          component={Link}
          to="/login"
          size="sm"
          ta="center"
          data-testid="forgot-password-login-link"
        >
          <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
          {t('auth:forgot.backToLogin')}
        </Anchor>
      </Stack>
    </PublicPageLayout>
  );
}
