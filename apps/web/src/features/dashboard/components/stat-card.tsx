import { Anchor, Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { canAccessRoute, getRoute, type RouteId } from '@slovo/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';

type StatCardProps = {
  label: string;
  /** Undefined while loading. */
  value: number | undefined;
  hint: string;
  icon: ReactNode;
  color: string;
  testId: string;
  /** The list the figure counts: linked when the viewer may open it. */
  list?: RouteId;
};

export function StatCard({ label, value, hint, icon, color, testId, list }: StatCardProps) {
  const { t } = useTranslation('dashboard');
  const { roles } = useSession();
  const formatter = new Intl.NumberFormat(getUiLanguage());
  const route = list ? getRoute(list) : undefined;
  const link = route?.isBuilt === true && canAccessRoute(route, roles) ? route.path : null;
  return (
    <Card padding="lg" data-testid={testId} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={40} width={96} mt={8} radius="sm" />
          ) : (
            <Text fz={40} fw={800} lh={1.2} mt={4} data-testid={`${testId}-value`}>
              {formatter.format(value)}
            </Text>
          )}
        </div>
        <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {hint}
      </Text>
      {link && (
        <Anchor
          component={Link}
          to={link}
          size="sm"
          fw={600}
          mt="xs"
          aria-label={t('dashboard:openListOf', { list: label })}
          data-testid={`${testId}-link`}
        >
          <Group gap={4} component="span">
            {t('dashboard:openList')}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Card>
  );
}
