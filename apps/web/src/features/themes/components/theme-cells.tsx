import {
  Anchor,
  Badge,
  Box,
  Checkbox,
  Group,
  Menu,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { buildPath, type Theme } from '@slovo/contracts';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconEdit,
  IconListDetails,
  IconPhoto,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';

/** What a row of the interests list can do. */
export type ThemeRowActions = {
  selectedIds: ReadonlySet<number>;
  onSelect: (ids: number[], isSelected: boolean) => void;
  /** `onSettled` runs once the change is saved or refused. */
  onToggleReady: (theme: Theme, isReady: boolean, onSettled: () => void) => void;
  /** Interests whose ready flag is being saved. */
  pendingReadyIds: ReadonlySet<number>;
  onEdit: (theme: Theme) => void;
  onDelete: (theme: Theme) => void;
};

type CellProps = { theme: Theme; actions: ThemeRowActions };

export function ThemeName({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  return (
    <Stack gap={4} miw={0}>
      <Text fw={600} size="sm" style={{ overflowWrap: 'break-word' }}>
        {theme.name}
      </Text>
      {!theme.is_own && (
        <Tooltip label={t('themes:row.sharedHint')} multiline w={260} withArrow>
          <Badge
            size="sm"
            variant="light"
            color="grape"
            tt="none"
            leftSection={<IconShare size={12} />}
            style={{ alignSelf: 'flex-start' }}
            data-testid={`theme-shared-${theme.id}`}
          >
            {t('themes:row.shared')}
          </Badge>
        </Tooltip>
      )}
      {theme.is_own && theme.shared_workspace_ids.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('themes:row.sharedWith', { count: theme.shared_workspace_ids.length })}
        </Text>
      )}
    </Stack>
  );
}

export function ThemeGenders({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  return (
    // Badges cut their text short in a tight table cell; they keep their width instead.
    <Group gap={4} wrap="nowrap" style={{ minWidth: 'max-content' }}>
      {theme.genders.map((gender) => (
        <Badge
          key={gender}
          size="sm"
          variant="light"
          color={gender === 'boy' ? 'blue' : 'pink'}
          tt="none"
        >
          {t(`themes:genders.${gender}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function ThemeAges({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }} title={t('themes:columns.ages')}>
      {t('themes:row.ages', { from: theme.min_age, to: theme.max_age })}
    </Text>
  );
}

export function ThemeType({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  return (
    <Badge
      size="sm"
      variant="outline"
      color={theme.type === 'general' ? 'gray' : 'orange'}
      tt="none"
      style={{ minWidth: 'max-content' }}
    >
      {t(`themes:types.${theme.type}`)}
    </Badge>
  );
}

export function ThemeReadySwitch({ theme, actions, label }: CellProps & { label?: string }) {
  const { t } = useTranslation('themes');
  // The clicked position shows until the change settles: the list's own copy updates a moment
  // later, and a switch must move under the finger.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const isPending = actions.pendingReadyIds.has(theme.id);
  const switchControl = (
    <Switch
      checked={clicked ?? theme.is_ready}
      disabled={!theme.is_own || isPending}
      onChange={(event) => {
        const isReady = event.currentTarget.checked;
        setClicked(isReady);
        actions.onToggleReady(theme, isReady, () => setClicked(null));
      }}
      label={label}
      aria-label={label ? undefined : t('themes:row.ready', { name: theme.name })}
      color="teal"
      data-testid={`theme-ready-${theme.id}`}
    />
  );
  if (theme.is_own) return switchControl;
  // The owner decides when a shared interest is ready; here it only shows their choice.
  return (
    <Tooltip label={t('themes:row.readyShared')} withArrow>
      <Box style={{ display: 'inline-block' }}>{switchControl}</Box>
    </Tooltip>
  );
}

export function ThemeAssetsLink({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  return (
    <Anchor
      component={Link}
      to={buildPath('themeAssets', { themeId: theme.id })}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid={`theme-assets-link-${theme.id}`}
    >
      <Group gap={4} wrap="nowrap" component="span">
        <IconPhoto size={16} />
        {t('themes:row.assets', { count: theme.asset_count })}
      </Group>
    </Anchor>
  );
}

function StatBadge({
  icon,
  value,
  color,
  label,
}: {
  icon: ReactNode;
  value: number;
  color: string;
  label: string;
}) {
  return (
    <Tooltip label={label} withArrow>
      <Badge
        size="md"
        variant={value > 0 ? 'light' : 'default'}
        color={color}
        leftSection={icon}
        aria-label={`${label}: ${value}`}
        style={{ minWidth: 'max-content' }}
      >
        {value}
      </Badge>
    </Tooltip>
  );
}

export function ThemeStats({ theme }: { theme: Theme }) {
  const { t } = useTranslation('themes');
  const { generated, pending, failed } = theme.stats;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      style={{ minWidth: 'max-content' }}
      data-testid={`theme-stats-${theme.id}`}
    >
      <StatBadge
        icon={<IconCircleCheck size={14} />}
        value={generated}
        color="teal"
        label={t('themes:stats.generated')}
      />
      <StatBadge
        icon={<IconClockHour4 size={14} />}
        value={pending}
        color="yellow"
        label={t('themes:stats.pending')}
      />
      <StatBadge
        icon={<IconAlertTriangle size={14} />}
        value={failed}
        color="red"
        label={t('themes:stats.failed')}
      />
      <Tooltip label={t('themes:stats.open')} withArrow>
        <Anchor
          component={Link}
          to={buildPath('generatedList', { themeId: theme.id })}
          aria-label={t('themes:stats.openNamed', { name: theme.name })}
          c="dimmed"
          display="flex"
          data-testid={`theme-generated-link-${theme.id}`}
        >
          <IconListDetails size={18} />
        </Anchor>
      </Tooltip>
    </Group>
  );
}

export function ThemeSelectCheckbox({ theme, actions }: CellProps) {
  const { t } = useTranslation('themes');
  return (
    <Checkbox
      checked={actions.selectedIds.has(theme.id)}
      disabled={!theme.is_own}
      onChange={(event) => actions.onSelect([theme.id], event.currentTarget.checked)}
      aria-label={t('themes:row.select', { name: theme.name })}
      data-testid={`theme-select-${theme.id}`}
    />
  );
}

export function ThemeRowMenu({ theme, actions }: CellProps) {
  const { t } = useTranslation('themes');
  return (
    <Box style={{ flexShrink: 0 }}>
      <RowMenu label={t('themes:row.menu', { name: theme.name })} testId={`theme-menu-${theme.id}`}>
        {theme.is_own && (
          <Menu.Item
            leftSection={<IconEdit size={18} />}
            onClick={() => actions.onEdit(theme)}
            data-testid="theme-edit"
          >
            {t('themes:row.edit')}
          </Menu.Item>
        )}
        <Menu.Item
          component={Link}
          to={buildPath('themeAssets', { themeId: theme.id })}
          leftSection={<IconPhoto size={18} />}
        >
          {theme.is_own ? t('themes:row.chooseAssets') : t('themes:row.viewAssets')}
        </Menu.Item>
        {theme.is_own && (
          <>
            <Menu.Divider />
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => actions.onDelete(theme)}
              data-testid="theme-delete"
            >
              {t('themes:row.delete')}
            </Menu.Item>
          </>
        )}
      </RowMenu>
    </Box>
  );
}
