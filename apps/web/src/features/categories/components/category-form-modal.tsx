import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  buildCategoryTree,
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_LENGTH,
  CATEGORY_ROOT,
  type Category,
  CategoryInputSchema,
  type CategoryNode,
} from '@slovo/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import {
  applyServerErrors,
  createSchemaValidator,
  translateFieldError,
} from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateCategoryMutation } from '../api/create-category.ts';
import { useUpdateCategoryMutation } from '../api/update-category.ts';

/** What the modal is open for: a new folder or category (with a parent chosen in advance), or an edit. */
export type CategoryFormTarget =
  | { mode: 'create'; isFolder: boolean; parent: number }
  | { mode: 'edit'; category: Category };

type CategoryValues = { name: string; description: string; parent: string };

type FolderOption = { value: string; label: string };

/** Every folder, in tree order, labelled with its path so equal names stay distinguishable. */
function listFolderOptions(tree: readonly CategoryNode[], path: readonly string[] = []) {
  return tree.flatMap((node): FolderOption[] => {
    if (!node.is_folder) return [];
    const nodePath = [...path, node.name];
    return [
      { value: String(node.id), label: nodePath.join(' / ') },
      ...listFolderOptions(node.children, nodePath),
    ];
  });
}

function getInitialValues(target: CategoryFormTarget): CategoryValues {
  if (target.mode === 'edit') {
    const { category } = target;
    return {
      name: category.name,
      description: category.description,
      parent: String(category.parent),
    };
  }
  return { name: '', description: '', parent: String(target.parent) };
}

// An edit sends only what the endpoint changes: the place in the tree changes by moving.
function toCategoryInput(values: CategoryValues, target: CategoryFormTarget) {
  const text = { name: values.name, description: values.description };
  if (target.mode === 'edit') return text;
  return { ...text, parent: Number(values.parent), is_folder: target.isFolder };
}

type CategoryFormProps = {
  target: CategoryFormTarget;
  workspaceId: number;
  onCreated: (category: Category) => void;
  onDone: () => void;
};

function CategoryForm({ target, workspaceId, onCreated, onDone }: CategoryFormProps) {
  const { t } = useTranslation(['categories', 'common']);
  const categories = useCategories(workspaceId);
  const createCategory = useCreateCategoryMutation();
  const updateCategory = useUpdateCategoryMutation();
  const isEdit = target.mode === 'edit';
  const isFolder = target.mode === 'edit' ? target.category.is_folder : target.isFolder;
  const form = useForm<CategoryValues>({
    initialValues: getInitialValues(target),
    validate: createSchemaValidator(CategoryInputSchema, (values: CategoryValues) =>
      toCategoryInput(values, target),
    ),
  });
  const folderOptions = useMemo(
    () => [
      { value: String(CATEGORY_ROOT), label: t('categories:form.topLevel') },
      ...listFolderOptions(buildCategoryTree(categories.data ?? [])),
    ],
    [categories.data, t],
  );

  const handleSubmit = (values: CategoryValues) => {
    const input = CategoryInputSchema.parse(toCategoryInput(values, target));
    const onError = (error: Error) => applyServerErrors(form, error);
    if (target.mode === 'edit') {
      updateCategory.mutate(
        {
          id: target.category.id,
          body: { name: input.name, description: input.description, workspace_id: workspaceId },
        },
        {
          onSuccess: (category) => {
            notify({
              color: 'green',
              message: t('categories:notifications.saved', { name: category.name }),
            });
            onDone();
          },
          onError,
        },
      );
      return;
    }
    createCategory.mutate(
      {
        name: input.name,
        description: input.description,
        parent: input.parent,
        is_folder: input.is_folder,
        workspace_id: workspaceId,
      },
      {
        onSuccess: (category) => {
          notify({
            color: 'green',
            message: category.is_folder
              ? t('categories:notifications.folderCreated', { name: category.name })
              : t('categories:notifications.categoryCreated', { name: category.name }),
          });
          onCreated(category);
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('name')}
          error={translateFieldError(form.errors.name)}
          label={t('categories:form.name')}
          placeholder={
            isFolder
              ? t('categories:form.folderNamePlaceholder')
              : t('categories:form.categoryNamePlaceholder')
          }
          maxLength={CATEGORY_NAME_LENGTH.max}
          withAsterisk
          data-autofocus
          data-testid="category-name"
        />
        <DescriptionField
          {...form.getInputProps('description')}
          error={translateFieldError(form.errors.description, {
            max: CATEGORY_DESCRIPTION_MAX_LENGTH,
          })}
          label={t('categories:form.description')}
          placeholder={t('categories:form.descriptionPlaceholder')}
          hint={t('categories:form.descriptionHint', {
            length: form.values.description.length,
            max: CATEGORY_DESCRIPTION_MAX_LENGTH,
          })}
          maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
          data-testid="category-description"
        />
        {!isEdit && (
          <Select
            {...form.getInputProps('parent')}
            error={translateFieldError(form.errors.parent)}
            data={folderOptions}
            label={t('categories:form.parent')}
            allowDeselect={false}
            searchable={folderOptions.length > 8}
            nothingFoundMessage={t('categories:form.noFolderFound')}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            data-testid="category-parent"
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={createCategory.isPending || updateCategory.isPending}
            data-testid="category-submit"
          >
            {isEdit ? t('common:actions.save') : t('categories:form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function getModalTitle(target: CategoryFormTarget, t: (key: string) => string): string {
  if (target.mode === 'edit') {
    return target.category.is_folder
      ? t('categories:form.editFolderTitle')
      : t('categories:form.editCategoryTitle');
  }
  return target.isFolder
    ? t('categories:form.newFolderTitle')
    : t('categories:form.newCategoryTitle');
}

type CategoryFormModalProps = {
  /** Kept after closing, so the title does not jump while the modal fades out. */
  target: CategoryFormTarget | null;
  isOpen: boolean;
  workspaceId: number;
  onCreated: (category: Category) => void;
  onClose: () => void;
};

/** The form mounts with each opening, so it always starts from the item as it is now. */
export function CategoryFormModal({
  target,
  isOpen,
  workspaceId,
  onCreated,
  onClose,
}: CategoryFormModalProps) {
  const { t } = useTranslation('categories');
  return (
    <Modal
      opened={isOpen && target !== null}
      onClose={onClose}
      title={target ? getModalTitle(target, t) : null}
      size="lg"
      centered
    >
      <div data-testid="category-modal">
        {target && (
          <CategoryForm
            target={target}
            workspaceId={workspaceId}
            onCreated={onCreated}
            onDone={onClose}
          />
        )}
      </div>
    </Modal>
  );
}
