import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The account's e-mail on the sign-in, forgotten-password and new-password forms: one look, and
 * `autoComplete="username"` so a password manager pairs the password with the right account.
 */
export function AccountEmailInput(props: TextInputProps & { 'data-testid': string }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      type="email"
      label={t('auth:login.email')}
      autoComplete="username"
      leftSection={<IconMail size={18} />}
      size="md"
      {...props}
    />
  );
}
