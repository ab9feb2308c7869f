import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Theme } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { SelectPageCheckbox } from '../../../components/select-page-checkbox.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import {
  ThemeAges,
  ThemeAssetsLink,
  ThemeGenders,
  ThemeName,
  ThemeReadySwitch,
  type ThemeRowActions,
  ThemeRowMenu,
  ThemeSelectCheckbox,
  ThemeStats,
  ThemeType,
} from './theme-cells.tsx';

type ThemeListProps = { themes: Theme[]; actions: ThemeRowActions };

function SelectAllCheckbox({ themes, actions }: ThemeListProps) {
  const { t } = useTranslation('themes');
  return (
    <SelectPageCheckbox
      // Shared-in interests belong to another project: only their owner marks them ready.
      ids={themes.filter((theme) => theme.is_own).map((theme) => theme.id)}
      selectedIds={actions.selectedIds}
      onChange={actions.onSelect}
      aria-label={t('themes:bulk.selectAll')}
      data-testid="theme-select-all"
    />
  );
}

function ThemeTable({ themes, actions }: ThemeListProps) {
  const { t } = useTranslation('themes');
  return (
    <TableFrame minWidth={860} stickyFirstColumn selectColumn>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <SelectAllCheckbox themes={themes} actions={actions} />
            </Table.Th>
            <Table.Th>{t('themes:columns.name')}</Table.Th>
            <Table.Th>{t('themes:columns.genders')}</Table.Th>
            <Table.Th>{t('themes:columns.ages')}</Table.Th>
            <Table.Th>{t('themes:columns.ready')}</Table.Th>
            <Table.Th>{t('themes:columns.assets')}</Table.Th>
            <Table.Th>{t('themes:columns.stats')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('themes:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {themes.map((theme) => (
            <Table.Tr
              key={theme.id}
              data-testid={`theme-row-${theme.id}`}
              data-own={theme.is_own}
              data-ready={theme.is_ready}
            >
              <Table.Td>
                <ThemeSelectCheckbox theme={theme} actions={actions} />
              </Table.Td>
              <Table.Td maw={280}>
                <Stack gap={6} miw={160} align="flex-start">
                  <ThemeName theme={theme} />
                  <ThemeType theme={theme} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <ThemeGenders theme={theme} />
              </Table.Td>
              <Table.Td>
                <ThemeAges theme={theme} />
              </Table.Td>
              <Table.Td>
                <ThemeReadySwitch theme={theme} actions={actions} />
              </Table.Td>
              <Table.Td>
                <ThemeAssetsLink theme={theme} />
              </Table.Td>
              <Table.Td>
                <ThemeStats theme={theme} />
              </Table.Td>
              <Table.Td>
                <ThemeRowMenu theme={theme} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function ThemeCards({ themes, actions }: ThemeListProps) {
  const { t } = useTranslation('themes');
  return (
    <Stack gap={0}>
      <Group px="md" py="xs" gap="sm">
        <SelectAllCheckbox themes={themes} actions={actions} />
        <Text size="sm" c="dimmed">
          {t('themes:bulk.selectAll')}
        </Text>
      </Group>
      {themes.map((theme) => (
        <Stack
          key={theme.id}
          gap="sm"
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          data-testid={`theme-row-${theme.id}`}
          data-own={theme.is_own}
          data-ready={theme.is_ready}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeSelectCheckbox theme={theme} actions={actions} />
            <Stack gap={6} miw={0} style={{ flex: 1 }}>
              <ThemeName theme={theme} />
              <Group gap={6}>
                <ThemeGenders theme={theme} />
                <ThemeAges theme={theme} />
                <ThemeType theme={theme} />
              </Group>
            </Stack>
            <ThemeRowMenu theme={theme} actions={actions} />
          </Group>
          <Group justify="space-between" gap="sm">
            <ThemeReadySwitch theme={theme} actions={actions} label={t('themes:columns.ready')} />
            <ThemeAssetsLink theme={theme} />
          </Group>
          <ThemeStats theme={theme} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per interest, stacked. */
export function ThemeList(props: ThemeListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <ThemeTable {...props} /> : <ThemeCards {...props} />;
}
