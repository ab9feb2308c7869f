import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { buildPath, type TemplateSummary } from '@slovo/contracts';
import { IconChevronRight, IconEdit, IconStack2, IconTrash, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';
import { TableFrame } from '../../../components/table-frame.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';

type TemplateListProps = {
  templates: TemplateSummary[];
  /** Moderators edit and delete; teachers only open a template to read it. */
  isReadOnly: boolean;
  onDelete: (template: TemplateSummary) => void;
};

type CellProps = { template: TemplateSummary };

function getTemplatePath(template: TemplateSummary, isReadOnly: boolean) {
  return buildPath(isReadOnly ? 'viewTemplate' : 'editTemplate', { templateId: template.id });
}

function TemplateTitle({ template, isReadOnly }: CellProps & { isReadOnly: boolean }) {
  return (
    <Stack gap={2} miw={0}>
      <Anchor
        component={Link}
        to={getTemplatePath(template, isReadOnly)}
        fw={600}
        size="sm"
        c="var(--mantine-color-text)"
        style={{ overflowWrap: 'anywhere' }}
        data-testid={`template-open-${template.id}`}
      >
        {template.title}
      </Anchor>
      <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {template.description}
      </Text>
    </Stack>
  );
}

function BlockCount({ template }: CellProps) {
  const { t } = useTranslation('templates');
  return (
    <Badge
      variant={template.block_count > 0 ? 'light' : 'default'}
      color="indigo"
      tt="none"
      leftSection={<IconStack2 size={14} />}
      style={{ minWidth: 'max-content' }}
      data-testid={`template-blocks-${template.id}`}
    >
      {t('templates:row.blocks', { count: template.block_count })}
    </Badge>
  );
}

function ProtocolCount({ template }: CellProps) {
  const { t } = useTranslation('templates');
  return (
    <Tooltip label={t('templates:row.protocolsHint')} withArrow multiline w={240}>
      <Badge
        variant={template.protocol_count > 0 ? 'light' : 'default'}
        color="teal"
        tt="none"
        leftSection={<IconUsers size={14} />}
        style={{ minWidth: 'max-content' }}
        data-testid={`template-protocols-${template.id}`}
      >
        {t('templates:row.protocols', { count: template.protocol_count })}
      </Badge>
    </Tooltip>
  );
}

function UpdatedDate({ template }: CellProps) {
  const { t } = useTranslation('templates');
  return (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {t('templates:row.updated', { date: formatDate(template.updated_at) })}
    </Text>
  );
}

function RowEnd({
  template,
  isReadOnly,
  onDelete,
}: CellProps & Omit<TemplateListProps, 'templates'>) {
  const { t } = useTranslation('templates');
  if (isReadOnly) {
    return (
      <ActionIcon
        component={Link}
        to={getTemplatePath(template, true)}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('templates:row.open', { title: template.title })}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
    );
  }
  return (
    <Box style={{ flexShrink: 0 }}>
      <RowMenu
        label={t('templates:row.menu', { title: template.title })}
        testId={`template-menu-${template.id}`}
      >
        <Menu.Item
          component={Link}
          to={getTemplatePath(template, false)}
          leftSection={<IconEdit size={18} />}
          data-testid="template-edit"
        >
          {t('templates:row.edit')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={18} />}
          onClick={() => onDelete(template)}
          data-testid="template-delete"
        >
          {t('templates:row.delete')}
        </Menu.Item>
      </RowMenu>
    </Box>
  );
}

function TemplateTable({ templates, ...props }: TemplateListProps) {
  const { t } = useTranslation('templates');
  return (
    <TableFrame minWidth={760} stickyFirstColumn>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('templates:columns.template')}</Table.Th>
            <Table.Th>{t('templates:columns.blocks')}</Table.Th>
            <Table.Th>{t('templates:columns.protocols')}</Table.Th>
            <Table.Th>{t('templates:columns.updated')}</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>{t('templates:columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => (
            <Table.Tr key={template.id} data-testid={`template-row-${template.id}`}>
              <Table.Td maw={480}>
                <TemplateTitle template={template} isReadOnly={props.isReadOnly} />
              </Table.Td>
              <Table.Td>
                <BlockCount template={template} />
              </Table.Td>
              <Table.Td>
                <ProtocolCount template={template} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(template.updated_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowEnd template={template} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}

function TemplateCards({ templates, ...props }: TemplateListProps) {
  return (
    <Stack gap={0}>
      {templates.map((template, index) => (
        <Stack
          key={template.id}
          gap="sm"
          p="md"
          style={index > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
          data-testid={`template-row-${template.id}`}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <TemplateTitle template={template} isReadOnly={props.isReadOnly} />
            <RowEnd template={template} {...props} />
          </Group>
          <Group gap={6}>
            <BlockCount template={template} />
            <ProtocolCount template={template} />
          </Group>
          <UpdatedDate template={template} />
        </Stack>
      ))}
    </Stack>
  );
}

/** A table from the `md` breakpoint; below it one card per template, stacked. */
export function TemplateList(props: TemplateListProps) {
  const isTable = useIsBreakpointUp('md');
  return isTable ? <TemplateTable {...props} /> : <TemplateCards {...props} />;
}
