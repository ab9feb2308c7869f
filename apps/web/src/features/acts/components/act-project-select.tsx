import { Select } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../lib/auth/session.tsx';
import { type ProjectChoice, useActProjects } from '../api/acts-api.ts';

/**
 * The project whose acts are shown or made, kept in the address (`?project=`) so the list and the
 * form agree: the selected workspace when the user manages it, else the first they may choose.
 */
export function useActProject() {
  const { user, workspaceId } = useSession();
  const projects = useActProjects(user);
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('project'));
  const pick = (id: number | undefined) => projects.data.find((p) => p.id === id);
  const chosen = pick(asked) ?? pick(workspaceId ?? undefined) ?? projects.data[0] ?? null;
  const choose = (id: number) =>
    setParams(
      (current) => {
        current.set('project', String(id));
        return current;
      },
      { replace: true },
    );
  return { projects: projects.data, isPending: projects.isPending, chosen, choose };
}

export function ActProjectSelect({
  projects,
  chosen,
  onChoose,
}: {
  projects: ProjectChoice[];
  chosen: ProjectChoice;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('acts');
  return (
    <Select
      label={t('acts:project')}
      value={String(chosen.id)}
      onChange={(value) => value && onChoose(Number(value))}
      data={projects.map((p) => ({ value: String(p.id), label: p.title }))}
      leftSection={<IconBuildingCommunity size={16} />}
      allowDeselect={false}
      searchable={projects.length > 8}
      checkIconPosition="right"
      maw={360}
      data-testid="act-project"
    />
  );
}
