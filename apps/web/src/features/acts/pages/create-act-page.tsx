import { Stack } from '@mantine/core';
import { buildPath, formatActNumber } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { ActForm } from '../components/act-form.tsx';
import { ActProjectSelect, useActProject } from '../components/act-project-select.tsx';

/** `/create-act`: a new act in the chosen project; its number is given when it is made. */
export function CreateActPage() {
  const { t } = useTranslation('acts');
  const navigate = useNavigate();
  const { projects, isPending, chosen, choose } = useActProject();
  if (isPending) return <ListSkeleton testId="acts-loading" />;
  if (!chosen) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1000} data-testid="create-act-page">
      <PageHeader title={t('acts:newTitle')} description={t('acts:newSubtitle')} />
      {projects.length > 1 && (
        <ActProjectSelect projects={projects} chosen={chosen} onChoose={choose} />
      )}
      <ActForm
        key={chosen.id}
        workspaceId={chosen.id}
        onCreated={(act) => {
          notify({ color: 'green', message: t('acts:created', { number: formatActNumber(act) }) });
          navigate(`${buildPath('acts')}?project=${act.workspace_id}`);
        }}
      />
    </Stack>
  );
}
