import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CurrentUser, ProfileUpdateSchema } from '@slovo/contracts';
import { IconLock, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';

type PersonalValues = { name: string; phone: string };

// An empty phone field removes the number.
function toPayload(values: PersonalValues) {
  return { name: values.name, phone: values.phone.trim() === '' ? null : values.phone };
}

export function PersonalDataForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const updateProfile = useUpdateProfileMutation();
  const form = useForm<PersonalValues>({
    initialValues: { name: user.name, phone: user.phone ?? '' },
    validate: createSchemaValidator(ProfileUpdateSchema, toPayload),
  });

  const handleSubmit = (values: PersonalValues) => {
    updateProfile.mutate(ProfileUpdateSchema.parse(toPayload(values)), {
      onSuccess: (saved) => {
        const savedValues = { name: saved.name, phone: saved.phone ?? '' };
        form.setValues(savedValues);
        form.resetDirty(savedValues);
        notify({ color: 'green', message: t('profile:personal.saved') });
      },
      onError: (error) => applyServerErrors(form, error),
    });
  };

  return (
    <Card padding="lg">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate data-testid="profile-personal-form">
        <Stack gap="md">
          <Title order={3} fz="lg">
            {t('profile:personal.title')}
          </Title>
          <TextInput
            {...form.getInputProps('name')}
            error={translateFieldError(form.errors.name)}
            label={t('profile:personal.name')}
            leftSection={<IconUser size={18} />}
            autoComplete="name"
            data-testid="profile-name"
          />
          <TextInput
            {...form.getInputProps('phone')}
            error={translateFieldError(form.errors.phone)}
            label={t('profile:personal.phone')}
            placeholder={t('profile:personal.phonePlaceholder')}
            leftSection={<IconPhone size={18} />}
            type="tel"
            autoComplete="tel"
            data-testid="profile-phone"
          />
          <TextInput
            value={user.email.toLowerCase()}
            readOnly
            label={t('profile:personal.email')}
            description={t('profile:personal.emailHint')}
            leftSection={<IconMail size={18} />}
            rightSection={<IconLock size={16} color="var(--mantine-color-dimmed)" />}
            variant="filled"
            data-testid="profile-email"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={updateProfile.isPending}
              disabled={!form.isDirty()}
              data-testid="profile-save"
            >
              {t('profile:personal.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
