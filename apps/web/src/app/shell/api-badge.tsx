import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getApiAddress } from '../../lib/api-client.ts';

/** Developers and testers must see which API a local or test build talks to (spec 2, Shell). */
function shouldShowApiBadge(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.includes('test');
}

export function ApiBadge() {
  const { t } = useTranslation('shell');
  if (!shouldShowApiBadge(window.location.hostname)) return null;
  return (
    <Badge
      variant="outline"
      color="grape"
      tt="none"
      size="lg"
      radius="sm"
      visibleFrom="md"
      data-testid="api-badge"
    >
      {t('shell:apiBadge', { address: getApiAddress() })}
    </Badge>
  );
}
