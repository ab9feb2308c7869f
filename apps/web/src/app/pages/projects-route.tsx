import { ProjectsPage } from '../../features/projects/pages/projects-page.tsx';
import { InviteModal } from '../../features/users/components/invite-modal.tsx';

/**
 * Features do not import each other (ARCHITECTURE 3): a project's row invites people through the
 * users feature's form, composed here. It is how root, who has no Users screen, staffs a new
 * project (decision 051).
 */
export function ProjectsRoute() {
  return (
    <ProjectsPage
      renderInvite={(project, onClose) => (
        <InviteModal isOpen onClose={onClose} project={{ id: project.id, title: project.title }} />
      )}
    />
  );
}
