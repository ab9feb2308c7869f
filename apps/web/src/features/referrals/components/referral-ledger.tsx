import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReferralCreditView } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';

/** Every credit with its reason, newest first: what the family and staff read alike. */
export function ReferralLedger({
  ledger,
  isStaff = false,
}: {
  ledger: ReferralCreditView[];
  /** Staff read about the family; the family reads about itself. */
  isStaff?: boolean;
}) {
  const { t } = useTranslation('referrals');
  if (ledger.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="referral-ledger-empty">
        {t('referrals:ledger.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0} data-testid="referral-ledger">
      {ledger.map((credit) => (
        <Group
          key={`${credit.at}-${credit.reason}`}
          justify="space-between"
          wrap="nowrap"
          gap="sm"
          py={8}
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid="referral-credit"
          data-reason={credit.reason}
        >
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">
              {t(`referrals:${isStaff ? 'staffReasons' : 'reasons'}.${credit.reason}`, {
                name: credit.other_child,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(credit.at)}
            </Text>
          </Stack>
          <Badge color="teal" variant="light" tt="none" style={{ flexShrink: 0 }}>
            {t('referrals:ledger.sessions', { count: credit.sessions })}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
