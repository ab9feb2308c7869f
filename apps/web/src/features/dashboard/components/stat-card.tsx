import { Anchor, Card, Group, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { RouteId } from '@slovo/contracts';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/auth/session.tsx';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { describeFigureList, type FigureList } from './figure-list.ts';

type StatCardProps = {
  label: string;
  /** Undefined while loading. */
  value: number | undefined;
  hint: string;
  icon: ReactNode;
  color: string;
  testId: string;
  /** The list the figure counts: linked when the viewer may open it, else named. */
  list?: RouteId;
};

/** The link to the figure's list, or where that list is kept and by whom. */
function ListFooter({
  figureList,
  label,
  testId,
}: {
  figureList: FigureList;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation(['dashboard', 'shell', 'common']);
  if (figureList.kind === 'link') {
    return (
      <Anchor
        component={Link}
        to={figureList.path}
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
    );
  }
  const roles = new Intl.ListFormat(getUiLanguage(), { type: 'conjunction' }).format(
    figureList.roles.map((role) => t(`common:roles.${role}`)),
  );
  return (
    <Group gap={6} mt="xs" wrap="nowrap" align="flex-start" data-testid={`${testId}-source`}>
      <IconInfoCircle
        size={16}
        color="var(--mantine-color-dimmed)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" c="dimmed">
        {t('dashboard:keptIn', { list: t(`shell:nav.${figureList.routeId}`), roles })}
      </Text>
    </Group>
  );
}

export function StatCard({ label, value, hint, icon, color, testId, list }: StatCardProps) {
  const { roles } = useSession();
  const formatter = new Intl.NumberFormat(getUiLanguage());
  const figureList = list ? describeFigureList(list, roles) : null;
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
      {figureList && <ListFooter figureList={figureList} label={label} testId={testId} />}
    </Card>
  );
}
