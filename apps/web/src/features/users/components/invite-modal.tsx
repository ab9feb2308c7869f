import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteBodySchema, ROLE } from '@slovo/contracts';
import { IconMail, IconSend, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session.tsx';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useInviteExistingUserMutation } from '../api/invite-existing-user.ts';
import { type InviteBody, useInviteUserMutation } from '../api/invite-user.ts';
import { RoleCheckboxes } from './role-checkboxes.tsx';

type InviteValues = { email: string; workspace_id: string | null; roles: string[] };

/** The server asked to confirm adding an account that exists outside the project. */
type ExistingAccount = { body: InviteBody; message: string };

// The invitation e-mail is written in the inviter's interface language.
function toInviteInput(values: InviteValues) {
  return {
    email: values.email,
    workspace_id: values.workspace_id === null ? undefined : Number(values.workspace_id),
    roles: values.roles.map(Number),
    lang: getUiLanguage(),
  };
}

const validateInvite = createSchemaValidator(InviteBodySchema, toInviteInput);

/** The project an invitation is for when it is chosen before the form opens (a project's row). */
type InviteProject = { id: number; title: string };

function InviteForm({ project, onDone }: { project?: InviteProject; onDone: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { user, workspaceId } = useSession();
  const invite = useInviteUserMutation();
  const inviteExisting = useInviteExistingUserMutation();
  const [existingAccount, setExistingAccount] = useState<ExistingAccount | null>(null);
  // Root manages every project but is assigned to none: it invites from a project's row.
  const projects = project
    ? [{ workspaceId: project.id, workspaceTitle: project.title }]
    : user.workspaces.filter((entry) => entry.roles.includes(ROLE.manager));
  const initialProject = project?.id ?? workspaceId;
  const isInitialListed = projects.some((entry) => entry.workspaceId === initialProject);
  const form = useForm<InviteValues>({
    initialValues: {
      email: '',
      workspace_id: isInitialListed ? String(initialProject) : null,
      roles: [],
    },
    validate: validateInvite,
  });

  const finish = (status: 'invited' | 'awaiting_acceptance', email: string) => {
    notify({
      color: 'green',
      message:
        status === 'awaiting_acceptance'
          ? t('users:invite.asked', { email })
          : t('users:invite.sent', { email }),
    });
    onDone();
  };

  const handleSubmit = (values: InviteValues) => {
    const body = InviteBodySchema.parse(toInviteInput(values));
    invite.mutate(body, {
      onSuccess: (result) => finish(result.status, body.email),
      onError: (error) => {
        if (isApiError(error) && error.code === 'USER_EXISTS') {
          form.setFieldError('email', error.message);
        } else if (isApiError(error) && error.code === 'ACCOUNT_EXISTS') {
          setExistingAccount({ body, message: error.message });
        } else {
          applyServerErrors(form, error);
        }
      },
    });
  };

  const confirmExistingAccount = (body: InviteBody) =>
    inviteExisting.mutate(body, { onSuccess: (result) => finish(result.status, body.email) });

  if (existingAccount) {
    return (
      <Stack gap="lg" data-testid="invite-existing">
        <Alert
          color="indigo"
          variant="light"
          icon={<IconUserCheck size={20} />}
          title={t('users:invite.existingTitle')}
        >
          {existingAccount.message}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setExistingAccount(null)}>
            {t('common:actions.back')}
          </Button>
          <Button
            leftSection={<IconUserCheck size={18} />}
            loading={inviteExisting.isPending}
            onClick={() => confirmExistingAccount(existingAccount.body)}
            data-testid="invite-existing-confirm"
          >
            {t('users:invite.addExisting')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('email')}
          error={translateFieldError(form.errors.email)}
          type="email"
          label={t('users:invite.email')}
          placeholder={t('users:invite.emailPlaceholder')}
          leftSection={<IconMail size={18} />}
          autoComplete="off"
          data-autofocus
          data-testid="invite-email"
        />
        <Select
          {...form.getInputProps('workspace_id')}
          error={translateFieldError(form.errors.workspace_id)}
          data={projects.map((entry) => ({
            value: String(entry.workspaceId),
            label: entry.workspaceTitle,
          }))}
          label={t('users:invite.project')}
          allowDeselect={false}
          readOnly={project !== undefined}
          checkIconPosition="right"
          comboboxProps={{ withinPortal: true }}
          data-testid="invite-project"
        />
        <RoleCheckboxes
          value={form.values.roles}
          onChange={(roles) => form.setFieldValue('roles', roles)}
          error={translateFieldError(form.errors.roles)}
          testIdPrefix="invite-role"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            leftSection={<IconSend size={18} />}
            loading={invite.isPending}
            data-testid="invite-submit"
          >
            {t('users:invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type InviteModalProps = { isOpen: boolean; onClose: () => void; project?: InviteProject };

/** The form mounts with each opening, so every invitation starts from empty fields. */
export function InviteModal({ isOpen, onClose, project }: InviteModalProps) {
  const { t } = useTranslation('users');
  return (
    <Modal opened={isOpen} onClose={onClose} title={t('users:invite.title')} size="lg" centered>
      <div data-testid="invite-modal">
        <InviteForm onDone={onClose} {...(project ? { project } : {})} />
      </div>
    </Modal>
  );
}
