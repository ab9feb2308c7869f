import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/auth/session.tsx';

/** Spec 2: at most 100 px wide in the header; the list opens wider so long titles stay legible. */
export function WorkspaceSelect({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  return (
    <Select
      data={session.user.workspaces.map((workspace) => ({
        value: String(workspace.workspaceId),
        label: workspace.workspaceTitle,
      }))}
      value={session.workspaceId === null ? null : String(session.workspaceId)}
      onChange={(value) => {
        if (value !== null && Number(value) !== session.workspaceId) {
          session.changeWorkspace(Number(value));
        }
      }}
      allowDeselect={false}
      checkIconPosition="right"
      maw={100}
      size="sm"
      aria-label={t('shell:workspace.label')}
      comboboxProps={{ width: 240, position: 'bottom-start', shadow: 'md' }}
      data-testid="workspace-select"
    />
  );
}
