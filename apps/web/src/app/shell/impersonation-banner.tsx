import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { returnToImpersonator } from '../../lib/auth/return-to-impersonator.ts';
import type { Session } from '../../lib/auth/session.tsx';

/** Acting as another user must never be forgotten: everything done here is done as them. */
export function ImpersonationBanner({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const [isReturning, setIsReturning] = useState(false);
  const { user } = session;
  if (!user.impersonator) return null;

  const handleReturn = async () => {
    setIsReturning(true);
    try {
      await returnToImpersonator();
    } catch {
      // The API client has already shown why; the button becomes usable again.
      setIsReturning(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      mb="lg"
      bg="orange.0"
      bd="1px solid var(--mantine-color-orange-3)"
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconUserShield
            size={22}
            color="var(--mantine-color-orange-7)"
            style={{ flexShrink: 0 }}
          />
          <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
            {t('shell:impersonation.message', { name: user.name, email: user.email.toLowerCase() })}
          </Text>
        </Group>
        <Button
          color="orange"
          variant="filled"
          size="xs"
          leftSection={<IconArrowBackUp size={16} />}
          loading={isReturning}
          onClick={() => void handleReturn()}
          data-testid="impersonation-return"
        >
          {t('shell:impersonation.return', { name: user.impersonator.name })}
        </Button>
      </Group>
    </Paper>
  );
}
