import { buildPath, ROLE, type Template } from '@slovo/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useTemplate } from '../api/get-template.ts';
import { TemplateNotFound, TemplateQueryState } from '../components/template-query-state.tsx';

type TemplateScreenProps = {
  /** Shown read-only whatever the roles (the teacher's `/view-template`). */
  isViewOnly?: boolean;
  render: (template: Template, access: { workspaceId: number; canEdit: boolean }) => ReactNode;
};

function LoadedTemplate({
  workspaceId,
  templateId,
  canEdit,
  render,
}: Omit<TemplateScreenProps, 'isViewOnly'> & {
  workspaceId: number;
  templateId: number;
  canEdit: boolean;
}) {
  const query = useTemplate({ workspaceId, templateId });
  // A failed refetch keeps the template on screen; only a first load shows its failure.
  if (!query.data) {
    return <TemplateQueryState query={query} listPath={getListPath(canEdit)} />;
  }
  return render(query.data, { workspaceId, canEdit });
}

/** The list a template screen comes from: moderators keep templates, teachers read them. */
export function getListPath(canEdit: boolean) {
  return buildPath(canEdit ? 'protocolsTemplates' : 'protocolsTemplatesTeacher');
}

/**
 * The template of the route's `:templateId` in the selected project. Only moderators of the
 * project write templates (the server refuses anyone else), so `canEdit` follows that role.
 */
export function TemplateScreen({ isViewOnly = false, render }: TemplateScreenProps) {
  const { workspaceId, roles } = useSession();
  const { templateId: param } = useParams();
  const templateId = Number(param);
  const canEdit = !isViewOnly && roles.includes(ROLE.moderator);
  if (workspaceId === null) return <NoAccessView />;
  if (!Number.isInteger(templateId) || templateId <= 0) {
    return <TemplateNotFound listPath={getListPath(canEdit)} />;
  }
  return (
    <LoadedTemplate
      key={`${workspaceId}-${templateId}`}
      workspaceId={workspaceId}
      templateId={templateId}
      canEdit={canEdit}
      render={render}
    />
  );
}
