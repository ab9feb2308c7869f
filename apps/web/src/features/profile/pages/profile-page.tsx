import { Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/auth/session.tsx';
import { AvatarCard } from '../components/avatar-card.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { PersonalDataForm } from '../components/personal-data-form.tsx';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();

  return (
    <Stack gap="lg" maw={1100} data-testid="profile-page">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('profile:title')}
        </Title>
        <Text c="dimmed">{t('profile:subtitle')}</Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AvatarCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalDataForm user={user} />
            <PasswordForm email={user.email.toLowerCase()} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
