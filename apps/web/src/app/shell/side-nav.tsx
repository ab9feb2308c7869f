import { NavLink, Skeleton, Stack, Tooltip } from '@mantine/core';
import { NAV_SKELETON_COUNT, type NavRoute } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { NAV_ICONS } from './nav-icons.ts';

type SideNavProps = {
  routes: NavRoute[] | null;
  /** Desktop collapsed mode: icons only, the label moves into a tooltip. */
  isIconOnly: boolean;
  onNavigate: () => void;
};

function isActivePath(pathname: string, routePath: string): boolean {
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}

/** Navigation entries of the user's roles; `routes` is null while the user loads. */
export function SideNav({ routes, isIconOnly, onNavigate }: SideNavProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  if (!routes) {
    return (
      <Stack gap={8} data-testid="nav-skeleton">
        {Array.from({ length: NAV_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list that never reorders
          <Skeleton key={index} height={36} radius="md" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap={4} component="nav" data-testid="nav" aria-label={t('shell:nav.label')}>
      {routes.map((route) => {
        const Icon = NAV_ICONS[route.nav.icon];
        const label = t(`shell:nav.${route.id}`);
        return (
          <Tooltip key={route.id} label={label} position="right" withArrow disabled={!isIconOnly}>
            <NavLink
              component={Link}
              to={route.path}
              onClick={onNavigate}
              active={isActivePath(pathname, route.path)}
              label={isIconOnly ? null : label}
              aria-label={label}
              leftSection={<Icon size={22} stroke={1.6} />}
              variant="light"
              data-testid={`nav-item-${route.id}`}
              styles={{
                root: {
                  borderRadius: 'var(--mantine-radius-md)',
                  justifyContent: isIconOnly ? 'center' : undefined,
                  minHeight: 42,
                },
                section: isIconOnly ? { marginInlineEnd: 0 } : undefined,
                body: isIconOnly ? { display: 'none' } : undefined,
              }}
            />
          </Tooltip>
        );
      })}
    </Stack>
  );
}
