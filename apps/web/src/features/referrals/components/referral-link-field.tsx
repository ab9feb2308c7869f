import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The family's referral link, read-only, with a copy button. */
export function ReferralLinkField({ url, label }: { url: string; label: string }) {
  const { t } = useTranslation('referrals');
  return (
    <TextInput
      label={label}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      data-testid="referral-link"
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('referrals:link.copied') : t('referrals:link.copy')}>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('referrals:link.copy')}
                data-testid="referral-link-copy"
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
