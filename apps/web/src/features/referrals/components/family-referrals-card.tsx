import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { REFERRAL_BONUS } from '@slovo/contracts';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFamilyReferrals } from '../api/referrals.ts';
import { ReferralLedger } from './referral-ledger.tsx';
import { ReferralLinkField } from './referral-link-field.tsx';

/**
 * On the family's plan page (spec 9): the family's own referral link, how the bonus works, and
 * the ledger of free sessions earned. Hidden while it loads or if it cannot be read: the plan
 * is what the page is for.
 */
export function FamilyReferralsCard({ token }: { token: string }) {
  const { t } = useTranslation('referrals');
  const referrals = useFamilyReferrals(token);
  if (!referrals.data) return null;
  const { referral_url, total_sessions, ledger } = referrals.data;
  return (
    <Card padding="lg" data-testid="family-referrals">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="xl" variant="light" color="grape">
            <IconGift size={20} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {t('referrals:family.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('referrals:family.rules', {
                attended: REFERRAL_BONUS.attended,
                secondLevel: REFERRAL_BONUS.secondLevel,
                renewal: REFERRAL_BONUS.renewal,
              })}
            </Text>
          </Stack>
        </Group>
        <ReferralLinkField url={referral_url} label={t('referrals:family.link')} />
        <Group justify="space-between" gap="sm">
          <Text fw={700}>{t('referrals:ledger.title')}</Text>
          <Text fw={700} c="var(--mantine-color-teal-light-color)" data-testid="referral-total">
            {t('referrals:ledger.total', { count: total_sessions })}
          </Text>
        </Group>
        <ReferralLedger ledger={ledger} />
      </Stack>
    </Card>
  );
}
