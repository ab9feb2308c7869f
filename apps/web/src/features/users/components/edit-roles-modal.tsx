import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProjectUser, SetRolesBodySchema } from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { createSchemaValidator, translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useSetUserRolesMutation } from '../api/set-user-roles.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

type RolesValues = { roles: string[] };

type EditRolesFormProps = { user: ProjectUser; workspaceId: number; onDone: () => void };

function EditRolesForm({ user, workspaceId, onDone }: EditRolesFormProps) {
  const { t } = useTranslation(['users', 'common']);
  const setRoles = useSetUserRolesMutation();
  const toBody = ({ roles }: RolesValues) => ({
    workspace_id: workspaceId,
    user_id: user.id,
    roles: roles.map(Number),
  });
  const form = useForm<RolesValues>({
    initialValues: { roles: user.roles.map(String) },
    validate: createSchemaValidator(SetRolesBodySchema, toBody),
  });

  const handleSubmit = (values: RolesValues) => {
    setRoles.mutate(SetRolesBodySchema.parse(toBody(values)), {
      onSuccess: () => {
        notify({
          color: 'green',
          message: t('users:editRoles.saved', { name: user.name }),
        });
        onDone();
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('users:editRoles.hint')}
        </Text>
        <RoleCheckboxes
          value={form.values.roles}
          onChange={(roles) => form.setFieldValue('roles', roles)}
          error={translateFieldError(form.errors.roles)}
          testIdPrefix="edit-role"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={setRoles.isPending}
            disabled={!form.isDirty()}
            data-testid="edit-roles-save"
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type EditRolesModalProps = {
  /** Kept after closing, so the modal does not go blank while it fades out. */
  user: ProjectUser | null;
  isOpen: boolean;
  workspaceId: number;
  onClose: () => void;
};

export function EditRolesModal({ user, isOpen, workspaceId, onClose }: EditRolesModalProps) {
  const { t } = useTranslation('users');
  return (
    <Modal
      opened={isOpen && user !== null}
      onClose={onClose}
      title={user ? t('users:editRoles.title', { name: user.name }) : null}
      size="lg"
      centered
    >
      <div data-testid="edit-roles-modal">
        {user && <EditRolesForm user={user} workspaceId={workspaceId} onDone={onClose} />}
      </div>
    </Modal>
  );
}
