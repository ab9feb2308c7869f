import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LanguageSwitcher } from '../../../components/language-switcher.tsx';
import { Logo } from '../../../components/logo.tsx';
import { useToken } from '../../../lib/auth/token-store.ts';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const token = useToken();
  // A signed-in user has nothing to do here; an invalid token is caught on the way to `/`.
  if (token) return <Navigate to="/" replace />;

  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-indigo-0) 0%, var(--mantine-color-gray-0) 45%, var(--mantine-color-cyan-0) 100%)',
      }}
    >
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} h={64} wrap="nowrap">
        <Logo />
        <LanguageSwitcher />
      </Group>
      <Center px="md" py={{ base: 'lg', sm: 64 }}>
        <Paper withBorder shadow="md" p={{ base: 'lg', sm: 40 }} w="100%" maw={440}>
          <Stack gap={4} mb="xl">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {t('auth:login.title')}
            </Title>
            <Text c="dimmed">{t('auth:login.subtitle')}</Text>
          </Stack>
          <LoginForm />
        </Paper>
      </Center>
    </Box>
  );
}
