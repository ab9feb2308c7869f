import { Alert, Button, Group, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { IconArrowLeft, IconEdit, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { DiagnosticPreview } from '../components/diagnostic-preview.tsx';
import { DiagnosticTemplateScreen } from './diagnostic-template-screen.tsx';

/** Spec 2: `/preview-diagnostic-card/{cardId}`: the template as a card asks it, nothing saved. */
export function PreviewDiagnosticCardPage() {
  const { t } = useTranslation('diagnostics');
  return (
    <DiagnosticTemplateScreen
      render={(template) => (
        <Stack gap="lg" maw={1100} data-testid="preview-diagnostic-card-page">
          <PageHeader
            title={template.title}
            description={template.description}
            actions={
              <Group gap="sm">
                <Button
                  component={Link}
                  to={buildPath('diagnosticCards')}
                  variant="default"
                  leftSection={<IconArrowLeft size={18} />}
                >
                  {t('diagnostics:builder.back')}
                </Button>
                {!template.archived_at && (
                  <Button
                    component={Link}
                    to={buildPath('editDiagnosticCard', { cardId: template.id })}
                    leftSection={<IconEdit size={18} />}
                    data-testid="preview-edit"
                  >
                    {t('diagnostics:list.edit')}
                  </Button>
                )}
              </Group>
            }
          />
          <Alert
            color="indigo"
            variant="light"
            icon={<IconEye size={20} />}
            data-testid="preview-note"
          >
            {t('diagnostics:preview.note')}
          </Alert>
          <DiagnosticPreview template={template} />
        </Stack>
      )}
    />
  );
}
