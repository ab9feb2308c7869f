import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_LENGTH,
  type Workspace,
  WorkspaceInputSchema,
} from '@slovo/contracts';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateProjectMutation } from '../api/create-project.ts';
import { useUpdateProjectMutation } from '../api/update-project.ts';

type ProjectValues = { title: string; description: string };

type ProjectFormProps = { project: Workspace | null; onDone: () => void };

function ProjectForm({ project, onDone }: ProjectFormProps) {
  const { t } = useTranslation(['projects', 'common']);
  const createProject = useCreateProjectMutation();
  const updateProject = useUpdateProjectMutation();
  const form = useForm<ProjectValues>({
    initialValues: { title: project?.title ?? '', description: project?.description ?? '' },
    validate: createSchemaValidator(WorkspaceInputSchema),
  });

  const handleSubmit = (values: ProjectValues) => {
    const input = WorkspaceInputSchema.parse(values);
    const callbacks = {
      onSuccess: () => {
        notify({
          color: 'green',
          message: project
            ? t('projects:notifications.saved', { title: input.title })
            : t('projects:notifications.created', { title: input.title }),
        });
        onDone();
      },
      onError: (error: Error) => applyServerErrors(form, error),
    };
    if (project) updateProject.mutate({ workspaceId: project.id, input }, callbacks);
    else createProject.mutate(input, callbacks);
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('title')}
          error={translateFieldError(form.errors.title)}
          label={t('projects:form.title')}
          placeholder={t('projects:form.titlePlaceholder')}
          maxLength={PROJECT_NAME_LENGTH.max}
          data-autofocus
          data-testid="project-title"
        />
        <DescriptionField
          {...form.getInputProps('description')}
          error={translateFieldError(form.errors.description, {
            max: PROJECT_DESCRIPTION_MAX_LENGTH,
          })}
          label={t('projects:form.description')}
          placeholder={t('projects:form.descriptionPlaceholder')}
          hint={t('projects:form.descriptionHint', {
            length: form.values.description.length,
            max: PROJECT_DESCRIPTION_MAX_LENGTH,
          })}
          maxLength={PROJECT_DESCRIPTION_MAX_LENGTH}
          minRows={3}
          maxRows={8}
          data-testid="project-description"
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={createProject.isPending || updateProject.isPending}
            data-testid="project-submit"
          >
            {project ? t('common:actions.save') : t('projects:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ProjectFormModalProps = {
  /** The edited project; null creates one. Kept after closing so the title does not jump. */
  project: Workspace | null;
  isOpen: boolean;
  onClose: () => void;
};

/** The form mounts with each opening, so it always starts from the project as it is now. */
export function ProjectFormModal({ project, isOpen, onClose }: ProjectFormModalProps) {
  const { t } = useTranslation('projects');
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={project ? t('projects:form.editTitle') : t('projects:form.createTitle')}
      size="lg"
      centered
    >
      <div data-testid="project-modal">
        <ProjectForm project={project} onDone={onClose} />
      </div>
    </Modal>
  );
}
