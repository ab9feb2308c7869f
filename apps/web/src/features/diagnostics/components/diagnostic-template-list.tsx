import { Anchor, Badge, Box, Group, Menu, Stack, Text } from '@mantine/core';
import { buildPath, type DiagnosticTemplateSummary } from '@slovo/contracts';
import {
  IconArchive,
  IconArchiveOff,
  IconCopy,
  IconEdit,
  IconEye,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RowMenu } from '../../../components/row-menu.tsx';
import { formatDate } from '../../../lib/dates.ts';
import type { DiagnosticTemplateAction } from '../api/change-diagnostic-template.ts';

type ListProps = {
  templates: DiagnosticTemplateSummary[];
  onAction: (template: DiagnosticTemplateSummary, action: DiagnosticTemplateAction) => void;
};

function getOpenPath(template: DiagnosticTemplateSummary) {
  // An archived template is read-only: it opens as it will be filled.
  return template.archived_at
    ? buildPath('previewDiagnosticCard', { cardId: template.id })
    : buildPath('editDiagnosticCard', { cardId: template.id });
}

function RowActions({
  template,
  onAction,
}: {
  template: DiagnosticTemplateSummary;
  onAction: ListProps['onAction'];
}) {
  const { t } = useTranslation('diagnostics');
  const isArchived = template.archived_at !== null;
  return (
    <RowMenu
      label={t('diagnostics:list.menu', { title: template.title })}
      testId={`diagnostic-menu-${template.id}`}
    >
      {!isArchived && (
        <Menu.Item
          component={Link}
          to={buildPath('editDiagnosticCard', { cardId: template.id })}
          leftSection={<IconEdit size={18} />}
          data-testid="diagnostic-action-edit"
        >
          {t('diagnostics:list.edit')}
        </Menu.Item>
      )}
      <Menu.Item
        component={Link}
        to={buildPath('previewDiagnosticCard', { cardId: template.id })}
        leftSection={<IconEye size={18} />}
        data-testid="diagnostic-action-preview"
      >
        {t('diagnostics:list.preview')}
      </Menu.Item>
      <Menu.Item
        leftSection={<IconCopy size={18} />}
        onClick={() => onAction(template, 'copy')}
        data-testid="diagnostic-action-copy"
      >
        {t('diagnostics:list.copy')}
      </Menu.Item>
      {isArchived ? (
        <Menu.Item
          leftSection={<IconArchiveOff size={18} />}
          onClick={() => onAction(template, 'restore')}
          data-testid="diagnostic-action-restore"
        >
          {t('diagnostics:list.restore')}
        </Menu.Item>
      ) : (
        <Menu.Item
          leftSection={<IconArchive size={18} />}
          onClick={() => onAction(template, 'archive')}
          data-testid="diagnostic-action-archive"
        >
          {t('diagnostics:list.archive')}
        </Menu.Item>
      )}
      <Menu.Divider />
      <Menu.Item
        color="red"
        leftSection={<IconTrash size={18} />}
        onClick={() => onAction(template, 'delete')}
        data-testid="diagnostic-action-delete"
      >
        {t('diagnostics:list.delete')}
      </Menu.Item>
    </RowMenu>
  );
}

/** The templates, one row each; rows wrap rather than scroll sideways on a phone. */
export function DiagnosticTemplateList({ templates, onAction }: ListProps) {
  const { t } = useTranslation('diagnostics');
  return (
    <Stack gap={0}>
      {templates.map((template, index) => (
        <Group
          key={template.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          p="md"
          style={
            index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined
          }
          data-testid={`diagnostic-row-${template.id}`}
        >
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={getOpenPath(template)}
              fw={600}
              c="var(--mantine-color-text)"
              style={{ overflowWrap: 'anywhere' }}
              data-testid={`diagnostic-open-${template.id}`}
            >
              {template.title}
            </Anchor>
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {template.description}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="indigo" tt="none">
                {t('diagnostics:list.version', { version: template.version })}
              </Badge>
              <Badge variant="default" tt="none">
                {t('diagnostics:list.questions', { count: template.question_count })}
              </Badge>
              {template.categories.map((category) => (
                <Badge
                  key={category.id}
                  variant="light"
                  color="teal"
                  tt="none"
                  style={{ maxWidth: '100%' }}
                >
                  {category.name}
                </Badge>
              ))}
              <Text size="xs" c="dimmed">
                {t('diagnostics:list.updated', { date: formatDate(template.updated_at) })}
              </Text>
            </Group>
          </Stack>
          <Box style={{ flexShrink: 0 }}>
            <RowActions template={template} onAction={onAction} />
          </Box>
        </Group>
      ))}
    </Stack>
  );
}
