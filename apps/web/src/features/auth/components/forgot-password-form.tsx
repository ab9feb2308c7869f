import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PasswordResetRequestBody } from '@slovo/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerErrors,
  submitWithSchema,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { loadAuthSchemas } from '../api/load-auth-schemas.ts';
import { useRequestPasswordResetMutation } from '../api/request-password-reset.ts';
import { AccountEmailInput } from './account-email-input.tsx';
import { formatWaitTime } from './wait-time.ts';

type ForgotPasswordFormProps = {
  initialEmail: string;
  /** The request was taken: the e-mail it was made for (lowercased, as the server keeps it). */
  onSent: (email: string) => void;
};

export function ForgotPasswordForm({ initialEmail, onSent }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordResetMutation();
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    initialValues: { email: initialEmail },
  });
  // The rules arrive while the visitor types; the form draws without them (decision 047).
  useEffect(() => void loadAuthSchemas().catch(() => undefined), []);

  const load = () => loadAuthSchemas().then((schemas) => schemas.PasswordResetRequestBodySchema);
  const handleSubmit = submitWithSchema(form, { load }, (body: PasswordResetRequestBody) => {
    setWaitSeconds(null);
    request.mutate(body, {
      onSuccess: () => onSent(body.email),
      onError: (error) => {
        if (isApiError(error) && error.code === 'TOO_MANY_RESET_REQUESTS') {
          setWaitSeconds(error.retryAfterSeconds ?? 60);
        } else {
          applyServerErrors(form, error);
        }
      },
    });
  });

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="forgot-password-form">
      <Stack gap="md">
        {waitSeconds !== null && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            data-testid="forgot-password-error"
          >
            {t('auth:forgot.tooManyRequests', { wait: formatWaitTime(t, waitSeconds) })}
          </Alert>
        )}
        <AccountEmailInput
          {...form.getInputProps('email')}
          error={translateFieldError(form.errors.email)}
          placeholder={t('auth:login.emailPlaceholder')}
          data-testid="forgot-password-email"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={request.isPending}
          data-testid="forgot-password-submit"
        >
          {t('auth:forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
