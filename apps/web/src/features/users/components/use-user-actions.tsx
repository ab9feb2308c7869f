import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { getRoleName, type ProjectUser, RemoveRoleBodySchema, type RoleId } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLoginAsUserMutation } from '../api/login-as-user.ts';
import { useRemoveProjectUserMutation } from '../api/remove-project-user.ts';
import { useRemoveUserRoleMutation } from '../api/remove-user-role.ts';
import { useResendInvitationMutation } from '../api/resend-invitation.ts';
import { useSetUserActiveMutation } from '../api/set-user-active.ts';

/** What a row of the users list can do, and which of those is running for which user. */
export type UserActions = {
  /** The signed-in manager: their own row offers no way to lock themselves out. */
  currentUserId: number;
  removeRole: (user: ProjectUser, role: RoleId) => void;
  setActive: (user: ProjectUser, isActive: boolean) => void;
  resendInvitation: (user: ProjectUser) => void;
  confirmLoginAs: (user: ProjectUser) => void;
  confirmRemoval: (user: ProjectUser) => void;
  editRoles: (user: ProjectUser) => void;
  isRemovingRole: (user: ProjectUser, role: RoleId) => boolean;
  isChangingActive: (user: ProjectUser) => boolean;
};

type UserActionsOptions = {
  workspaceId: number;
  projectTitle: string;
  currentUserId: number;
  onEditRoles: (user: ProjectUser) => void;
};

export function useUserActions({
  workspaceId,
  projectTitle,
  currentUserId,
  onEditRoles,
}: UserActionsOptions): UserActions {
  const { t } = useTranslation(['users', 'common']);
  const removeRole = useRemoveUserRoleMutation();
  const setActive = useSetUserActiveMutation();
  const resend = useResendInvitationMutation();
  const loginAs = useLoginAsUserMutation();
  const removeUser = useRemoveProjectUserMutation();
  const notifySuccess = (message: string) => notify({ color: 'green', message });

  return {
    currentUserId,
    editRoles: onEditRoles,
    removeRole: (user, role) => {
      const roleLabel = t(`common:roles.${getRoleName(role)}`);
      modals.openConfirmModal({
        title: t('users:roleRemoval.title', { role: roleLabel, name: user.name }),
        children: (
          <Text size="sm">
            {t('users:roleRemoval.text', {
              role: roleLabel,
              name: user.name,
              project: projectTitle,
            })}
          </Text>
        ),
        labels: { confirm: t('users:roleRemoval.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'user-role-remove-confirm' },
        onConfirm: () =>
          removeRole.mutate(
            RemoveRoleBodySchema.parse({ workspace_id: workspaceId, user_id: user.id, role }),
            {
              onSuccess: () =>
                notifySuccess(
                  t('users:notifications.roleRemoved', { role: roleLabel, name: user.name }),
                ),
            },
          ),
      });
    },
    setActive: (user, isActive) => {
      const change = () =>
        setActive.mutate(
          { workspace_id: workspaceId, user_id: user.id, isActive },
          {
            onSuccess: () =>
              notifySuccess(
                isActive
                  ? t('users:notifications.activated', { name: user.name })
                  : t('users:notifications.deactivated', { name: user.name }),
              ),
          },
        );
      // Giving access back takes nothing away: only switching it off asks first.
      if (isActive) {
        change();
        return;
      }
      modals.openConfirmModal({
        title: t('users:deactivate.title', { name: user.name }),
        children: (
          <Text size="sm">
            {t('users:deactivate.text', { name: user.name, project: projectTitle })}
          </Text>
        ),
        labels: { confirm: t('users:deactivate.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'user-deactivate-confirm' },
        onConfirm: change,
      });
    },
    resendInvitation: (user) =>
      resend.mutate(
        { workspace_id: workspaceId, user_id: user.id, lang: getUiLanguage() },
        {
          onSuccess: () =>
            notifySuccess(t('users:notifications.invitationResent', { email: user.email })),
        },
      ),
    confirmLoginAs: (user) =>
      modals.openConfirmModal({
        title: t('users:loginAs.title', { name: user.name }),
        children: <Text size="sm">{t('users:loginAs.text', { name: user.name })}</Text>,
        labels: { confirm: t('users:loginAs.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { 'data-testid': 'user-login-as-confirm' },
        onConfirm: () => loginAs.mutate(user.id),
      }),
    confirmRemoval: (user) =>
      modals.openConfirmModal({
        title: t('users:remove.title', { name: user.name }),
        children: (
          <Text size="sm">
            {t('users:remove.text', { name: user.name, project: projectTitle })}
          </Text>
        ),
        labels: { confirm: t('users:remove.confirm'), cancel: t('common:actions.cancel') },
        confirmProps: { color: 'red', 'data-testid': 'user-remove-confirm' },
        onConfirm: () =>
          removeUser.mutate(
            { workspace_id: workspaceId, user_id: user.id },
            {
              onSuccess: () => notifySuccess(t('users:notifications.removed', { name: user.name })),
            },
          ),
      }),
    isRemovingRole: (user, role) =>
      removeRole.isPending &&
      removeRole.variables.user_id === user.id &&
      removeRole.variables.role === role,
    isChangingActive: (user) => setActive.isPending && setActive.variables.user_id === user.id,
  };
}
