import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ProfileUpdateSchema } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  checkRepeatedPassword,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';

type PasswordValues = { oldPassword: string; password: string; repeatPassword: string };

const validateWithSchema = createSchemaValidator(
  ProfileUpdateSchema,
  ({ oldPassword, password }: PasswordValues) => ({ oldPassword, password }),
);

function validatePasswords(values: PasswordValues): Record<string, string> {
  return { ...validateWithSchema(values), ...checkRepeatedPassword(values) };
}

export function PasswordForm({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfileMutation();
  const form = useForm<PasswordValues>({
    initialValues: { oldPassword: '', password: '', repeatPassword: '' },
    validate: validatePasswords,
  });

  const handleSubmit = ({ oldPassword, password }: PasswordValues) => {
    updateProfile.mutate(
      { oldPassword, password },
      {
        onSuccess: () => {
          form.reset();
          notify({ color: 'green', message: t('profile:password.changed') });
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  };

  return (
    <Card padding="lg">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="profile-password-form">
        <Stack gap="md">
          <div>
            <Title order={3} fz="lg">
              {t('profile:password.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('profile:password.hint')}
            </Text>
          </div>
          {/* Lets password managers file the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordInput
            {...form.getInputProps('oldPassword')}
            error={translateFieldError(form.errors.oldPassword)}
            label={t('profile:password.oldPassword')}
            autoComplete="current-password"
            data-testid="profile-old-password"
          />
          <PasswordInput
            {...form.getInputProps('password')}
            error={translateFieldError(form.errors.password)}
            label={t('profile:password.newPassword')}
            autoComplete="new-password"
            data-testid="profile-new-password"
          />
          <PasswordInput
            {...form.getInputProps('repeatPassword')}
            error={translateFieldError(form.errors.repeatPassword)}
            label={t('profile:password.repeatPassword')}
            autoComplete="new-password"
            data-testid="profile-repeat-password"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={updateProfile.isPending}
              data-testid="profile-password-save"
            >
              {t('profile:password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
