import { Alert, Stack } from '@mantine/core';
import { buildPath } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { DiagnosticBuilder } from '../components/diagnostic-builder.tsx';
import { DiagnosticTemplateScreen } from './diagnostic-template-screen.tsx';

/** Spec 2: `/create-diagnostic-card`; once saved the template goes on to its edit address. */
export function CreateDiagnosticCardPage() {
  const { t } = useTranslation('diagnostics');
  const { workspaceId } = useSession();
  const navigate = useNavigate();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1100} data-testid="create-diagnostic-card-page">
      <PageHeader
        title={t('diagnostics:builder.newTitle')}
        description={t('diagnostics:builder.newSubtitle')}
      />
      <DiagnosticBuilder
        key={workspaceId}
        workspaceId={workspaceId}
        onSaved={(template) =>
          navigate(buildPath('editDiagnosticCard', { cardId: template.id }), { replace: true })
        }
      />
    </Stack>
  );
}

/** Spec 2: `/edit-diagnostic-card/{cardId}`: each save becomes the template's next version. */
export function EditDiagnosticCardPage() {
  const { t } = useTranslation('diagnostics');
  return (
    <DiagnosticTemplateScreen
      render={(template, { workspaceId, reload }) => (
        <Stack gap="lg" maw={1100} data-testid="edit-diagnostic-card-page">
          <PageHeader
            title={template.title}
            description={t('diagnostics:builder.editSubtitle', { version: template.version })}
          />
          {template.archived_at ? (
            <Alert
              color="gray"
              title={t('diagnostics:builder.archivedTitle')}
              data-testid="diagnostic-archived"
            >
              {t('diagnostics:builder.archivedText')}
            </Alert>
          ) : (
            <DiagnosticBuilder
              key={template.id}
              workspaceId={workspaceId}
              template={template}
              onReload={reload}
            />
          )}
        </Stack>
      )}
    />
  );
}
