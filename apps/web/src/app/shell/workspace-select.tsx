import { Select, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../lib/auth/session.tsx';

/**
 * Spec 2: at most 100 px wide in the header, so a long project name is cut there: the tooltip
 * gives it in full, and the list opens as wide as the longest name (within the screen).
 */
export function WorkspaceSelect({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  // The open list names every project itself; the tooltip would only cover it.
  const [isListOpen, setIsListOpen] = useState(false);
  const current = session.user.workspaces.find(
    (workspace) => workspace.workspaceId === session.workspaceId,
  );
  return (
    <Tooltip
      label={t('shell:workspace.current', { name: current?.workspaceTitle ?? '' })}
      disabled={!current || isListOpen}
      position="bottom-start"
      multiline
      maw={320}
      openDelay={200}
    >
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
        onDropdownOpen={() => setIsListOpen(true)}
        onDropdownClose={() => setIsListOpen(false)}
        allowDeselect={false}
        checkIconPosition="right"
        maw={100}
        size="sm"
        aria-label={t('shell:workspace.label')}
        comboboxProps={{
          width: 'max-content',
          position: 'bottom-start',
          shadow: 'md',
          styles: { dropdown: { minWidth: 240, maxWidth: 'min(420px, calc(100vw - 24px))' } },
        }}
        styles={{ option: { overflowWrap: 'anywhere' } }}
        data-testid="workspace-select"
      />
    </Tooltip>
  );
}
