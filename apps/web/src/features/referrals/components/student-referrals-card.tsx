import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconRepeat } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import { useRecordRenewal, useStudentReferrals } from '../api/referrals.ts';
import { ReferralLedger } from './referral-ledger.tsx';
import { ReferralLinkField } from './referral-link-field.tsx';

/** On the student's card: the family's referral link, who referred them, their friends, ledger. */
export function StudentReferralsCard({
  workspaceId,
  clientId,
}: {
  workspaceId: number;
  clientId: number;
}) {
  const { t } = useTranslation('referrals');
  const referrals = useStudentReferrals(workspaceId, clientId);
  const renewal = useRecordRenewal(workspaceId, clientId);
  if (!referrals.data) return null;
  const data = referrals.data;
  const recordRenewal = () =>
    renewal.mutate(undefined, {
      onSuccess: () => notify({ color: 'green', message: t('referrals:staff.renewalRecorded') }),
      onError: (error) =>
        notify({ color: 'red', message: isApiError(error) ? error.message : String(error) }),
    });
  return (
    <SectionCard title={t('referrals:staff.title')}>
      <Stack gap="md" data-testid="student-referrals">
        <ReferralLinkField url={data.referral_url} label={t('referrals:staff.link')} />
        {data.referred_by ? (
          <Alert color="grape" variant="light" data-testid="student-referred-by">
            <Stack gap={6}>
              <Text size="sm">
                {t('referrals:staff.referredBy')}{' '}
                <Link to={buildPath('editClient', { clientId: data.referred_by.client_id })}>
                  {data.referred_by.child_name}
                </Link>
              </Text>
              <Group gap="sm" justify="space-between">
                <Text size="xs" c="dimmed">
                  {data.renewed_at
                    ? t('referrals:staff.renewedOn', { date: formatDate(data.renewed_at) })
                    : t('referrals:staff.notRenewed')}
                </Text>
                {!data.renewed_at && (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconRepeat size={14} />}
                    loading={renewal.isPending}
                    onClick={recordRenewal}
                    data-testid="student-record-renewal"
                  >
                    {t('referrals:staff.recordRenewal')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {data.friends.length > 0 && (
          <Stack gap={4}>
            <Text fw={700} size="sm">
              {t('referrals:staff.friends')}
            </Text>
            {data.friends.map((friend) => (
              <Group key={friend.client_id} justify="space-between" gap="sm">
                <Link to={buildPath('editClient', { clientId: friend.client_id })}>
                  {friend.child_name}
                </Link>
                <Text size="xs" c="dimmed">
                  {friend.attended_at
                    ? t('referrals:staff.attended', { date: formatDate(friend.attended_at) })
                    : t('referrals:staff.notAttended')}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Text fw={700} size="sm">
            {t('referrals:ledger.title')}
          </Text>
          <Text fw={700} c="var(--mantine-color-teal-light-color)" data-testid="referral-total">
            {t('referrals:ledger.total', { count: data.total_sessions })}
          </Text>
        </Group>
        <ReferralLedger ledger={data.ledger} isStaff />
      </Stack>
    </SectionCard>
  );
}
