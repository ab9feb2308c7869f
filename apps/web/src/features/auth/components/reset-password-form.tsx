import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PasswordResetCompleteBody } from '@slovo/contracts';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import {
  applyServerErrors,
  checkRepeatedPassword,
  submitWithSchema,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { useCompletePasswordResetMutation } from '../api/complete-password-reset.ts';
import { loadAuthSchemas } from '../api/load-auth-schemas.ts';
import { AccountEmailInput } from './account-email-input.tsx';

type ResetValues = { password: string; repeatPassword: string };

type ResetPasswordFormProps = {
  token: string;
  email: string;
  onDone: () => void;
  /** The link was used or expired while the form was open. */
  onInvalid: (message: string) => void;
};

export function ResetPasswordForm({ token, email, onDone, onInvalid }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const complete = useCompletePasswordResetMutation();
  const toBody = ({ password }: ResetValues) => ({ token, password });
  const form = useForm<ResetValues>({
    initialValues: { password: '', repeatPassword: '' },
  });
  // The rules arrive while the visitor types; the form draws without them (decision 047).
  useEffect(() => void loadAuthSchemas().catch(() => undefined), []);

  const load = () => loadAuthSchemas().then((schemas) => schemas.PasswordResetCompleteBodySchema);
  const handleSubmit = submitWithSchema(
    form,
    { load, toInput: toBody, extra: checkRepeatedPassword },
    (body: PasswordResetCompleteBody) => {
      complete.mutate(body, {
        onSuccess: onDone,
        onError: (error) => {
          if (isApiError(error) && error.code === 'INVALID_RESET_LINK') onInvalid(error.message);
          else applyServerErrors(form, error);
        },
      });
    },
  );

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="reset-password-form">
      <Stack gap="md">
        {/* Lets a password manager store the new password for the right account. */}
        <AccountEmailInput
          value={email}
          readOnly
          variant="filled"
          data-testid="reset-password-email"
        />
        <PasswordInput
          {...form.getInputProps('password')}
          error={translateFieldError(form.errors.password)}
          label={t('auth:reset.password')}
          leftSection={<IconLock size={18} />}
          autoComplete="new-password"
          size="md"
          data-testid="reset-password-password"
        />
        <PasswordInput
          {...form.getInputProps('repeatPassword')}
          error={translateFieldError(form.errors.repeatPassword)}
          label={t('auth:reset.repeatPassword')}
          leftSection={<IconLock size={18} />}
          autoComplete="new-password"
          size="md"
          data-testid="reset-password-repeat"
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          mt="xs"
          loading={complete.isPending}
          data-testid="reset-password-submit"
        >
          {t('auth:reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
