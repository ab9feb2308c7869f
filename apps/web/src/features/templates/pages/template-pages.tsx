import { Button, Stack } from '@mantine/core';
import { buildPath, type Template } from '@slovo/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { TemplateEditor } from '../components/template-editor.tsx';
import { TemplateView } from '../components/template-view.tsx';
import { getListPath, TemplateScreen } from './template-screen.tsx';

/** Spec 2: `/create-template`; once saved the template goes on to its own edit address. */
export function CreateTemplatePage() {
  const { t } = useTranslation('templates');
  const { workspaceId } = useSession();
  const navigate = useNavigate();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="create-template-page">
      <PageHeader
        title={t('templates:editor.newTitle')}
        description={t('templates:editor.newSubtitle')}
      />
      <TemplateEditor
        key={workspaceId}
        workspaceId={workspaceId}
        onSaved={(template) =>
          navigate(buildPath('editTemplate', { templateId: template.id }), { replace: true })
        }
      />
    </Stack>
  );
}

function ReadOnlyTemplate({ template }: { template: Template }) {
  const { t } = useTranslation('templates');
  return (
    <Stack gap="lg" maw={1100} data-testid="view-template-page">
      <PageHeader
        title={template.title}
        description={t('templates:view.subtitle')}
        actions={
          <Button
            component={Link}
            to={getListPath(false)}
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
            data-testid="template-back"
          >
            {t('templates:view.back')}
          </Button>
        }
      />
      <TemplateView template={template} />
    </Stack>
  );
}

function EditableTemplate({ template, workspaceId }: { template: Template; workspaceId: number }) {
  const { t } = useTranslation('templates');
  return (
    <Stack gap="lg" maw={1100} data-testid="edit-template-page">
      <PageHeader
        title={template.title}
        description={
          template.protocol_count > 0
            ? t('templates:editor.editSubtitleUsed', { count: template.protocol_count })
            : t('templates:editor.editSubtitle')
        }
      />
      <TemplateEditor key={template.id} workspaceId={workspaceId} template={template} />
    </Stack>
  );
}

/**
 * Spec 2: `/edit-template/{templateId}`, open to moderators and teachers. Only moderators write
 * templates, so a teacher reads it here as on `/view-template`.
 */
export function EditTemplatePage() {
  return (
    <TemplateScreen
      render={(template, { workspaceId, canEdit }) =>
        canEdit ? (
          <EditableTemplate template={template} workspaceId={workspaceId} />
        ) : (
          <ReadOnlyTemplate template={template} />
        )
      }
    />
  );
}

/** Spec 2: `/view-template/{templateId}`, the teacher's read-only template. */
export function ViewTemplatePage() {
  return (
    <TemplateScreen isViewOnly render={(template) => <ReadOnlyTemplate template={template} />} />
  );
}
