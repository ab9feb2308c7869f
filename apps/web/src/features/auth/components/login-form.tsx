import { Alert, Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type LoginBody, RESPONSE_ERROR_NOTIFICATION_ID } from '@slovo/contracts';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/auth/token-store.ts';
import { submitWithSchema, translateFieldError } from '../../../lib/form-validation.ts';
import { dismissNotice } from '../../../lib/notify.ts';
import { loadAuthSchemas } from '../api/load-auth-schemas.ts';
import { useLoginMutation } from '../api/login.ts';
import { AccountEmailInput } from './account-email-input.tsx';
import { formatWaitTime } from './wait-time.ts';

/** A refusal shown above the form: the server's words, or the wait after too many attempts. */
type FormError = { message: string } | { waitSeconds: number };

/** What a page may hand the sign-in form: the e-mail to start with (after a password reset). */
export type LoginState = { email?: string };

/** Where to go after signing in: a path of this site only (never `//host`), else home. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const login = useLoginMutation();
  const location = useLocation();
  const [formError, setFormError] = useState<FormError | null>(null);
  const form = useForm<LoginBody>({
    initialValues: { email: (location.state as LoginState | null)?.email ?? '', password: '' },
  });
  // The rules arrive while the visitor types; the form draws without them (decision 047).
  useEffect(() => void loadAuthSchemas().catch(() => undefined), []);

  const load = () => loadAuthSchemas().then((schemas) => schemas.LoginBodySchema);
  // The schema trims and lowercases the e-mail, as the server compares it.
  const handleSubmit = submitWithSchema(form, { load }, (body: LoginBody) => {
    setFormError(null);
    login.mutate(body, {
      onSuccess: ({ token }) => {
        queryClient.clear();
        // An earlier refusal is answered now; its toast would only confuse.
        dismissNotice(RESPONSE_ERROR_NOTIFICATION_ID);
        // Signed in, the login page sends the user on (to where they came from, when it says).
        setToken(token);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields.length > 0) {
          form.setErrors(Object.fromEntries(error.fields.map((f) => [f.path, f.message])));
        } else if (
          isApiError(error) &&
          error.code === 'TOO_MANY_LOGIN_ATTEMPTS' &&
          error.retryAfterSeconds !== null
        ) {
          setFormError({ waitSeconds: error.retryAfterSeconds });
        } else {
          setFormError({ message: error.message });
        }
      },
    });
  });

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="login-form">
      <Stack gap="md">
        {formError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="login-error"
          >
            {'waitSeconds' in formError
              ? t('auth:login.tooManyAttempts', { wait: formatWaitTime(t, formError.waitSeconds) })
              : formError.message}
          </Alert>
        )}
        <AccountEmailInput
          {...form.getInputProps('email')}
          error={translateFieldError(form.errors.email)}
          placeholder={t('auth:login.emailPlaceholder')}
          data-testid="login-email"
        />
        <Stack gap={6}>
          <PasswordInput
            {...form.getInputProps('password')}
            error={translateFieldError(form.errors.password)}
            label={t('auth:login.password')}
            placeholder={t('auth:login.passwordPlaceholder')}
            autoComplete="current-password"
            leftSection={<IconLock size={18} />}
            size="md"
            data-testid="login-password"
          />
          <Group justify="flex-end">
            <Anchor
              component={Link}
              to="/forgot-password"
              // The e-mail typed so far goes along, so it need not be typed twice.
              state={{ email: form.values.email.trim() } satisfies LoginState}
              size="sm"
              data-testid="forgot-password-link"
            >
              {t('auth:login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
