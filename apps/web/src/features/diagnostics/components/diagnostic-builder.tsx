import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  DIAGNOSTIC_TEMPLATE_BLOCKS_MAX,
  DIAGNOSTIC_TEMPLATE_CATEGORIES_MAX,
  type DiagnosticTemplate,
  DiagnosticTemplateInputSchema,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_TITLE_LENGTH,
} from '@slovo/contracts';
import {
  IconAlertTriangle,
  IconCalculator,
  IconEye,
  IconPlus,
  IconRefresh,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DescriptionField } from '../../../components/description-field.tsx';
import { EditorActionBar } from '../../../components/editor-action-bar.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCategories } from '../../../lib/categories-query.ts';
import { applyServerErrors, translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import { useSaveDiagnosticTemplateMutation } from '../api/save-diagnostic-template.ts';
import { BlockCard } from './block-card.tsx';
import { getListError } from './builder-form.ts';
import {
  createComputedBlock,
  createQuestionsBlock,
  type DiagnosticValues,
  dropStaleSources,
  getInitialValues,
  moveItem,
  toDiagnosticInput,
  validateDiagnosticTemplate,
} from './diagnostic-form-values.ts';
import { DragItem, DragReorder } from './drag-reorder.tsx';
import { ListError } from './list-error.tsx';

type DiagnosticBuilderProps = {
  workspaceId: number;
  /** The template being edited; absent when creating. */
  template?: DiagnosticTemplate;
  /** Fetches the template as saved now (after a conflict). */
  onReload?: () => Promise<DiagnosticTemplate | undefined>;
  onSaved?: (template: DiagnosticTemplate) => void;
};

/** Creating and editing a diagnostic card template; each save is a new version on the server. */
export function DiagnosticBuilder({
  workspaceId,
  template,
  onReload,
  onSaved,
}: DiagnosticBuilderProps) {
  const { t } = useTranslation(['diagnostics', 'common']);
  const save = useSaveDiagnosticTemplateMutation();
  const categories = useCategories(workspaceId);
  const isSavingRef = useRef(false);
  const [baseVersion, setBaseVersion] = useState(template?.version);
  const [isConflict, setIsConflict] = useState(false);
  const form = useForm<DiagnosticValues>({
    initialValues: getInitialValues(template),
    validate: (values) => validateDiagnosticTemplate(values, workspaceId),
  });
  const refused = useRefusedSave(form, (error) => applyServerErrors(form, error));
  const blocks = form.values.blocks;

  const startFrom = (saved: DiagnosticTemplate) => {
    const values = getInitialValues(saved);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setBaseVersion(saved.version);
  };

  const handleSubmit = (values: DiagnosticValues) => {
    const body = DiagnosticTemplateInputSchema.parse(toDiagnosticInput(values, workspaceId));
    isSavingRef.current = true;
    refused.clear();
    setIsConflict(false);
    const request = template
      ? { templateId: template.id, body: { ...body, base_version: baseVersion } }
      : { body };
    save.mutate(request, {
      onSuccess: (saved) => {
        notify({
          color: 'green',
          message: template
            ? t('diagnostics:notifications.saved', { title: saved.title, version: saved.version })
            : t('diagnostics:notifications.created', { title: saved.title }),
        });
        if (template) {
          startFrom(saved);
          isSavingRef.current = false;
        }
        onSaved?.(saved);
      },
      onError: (error) => {
        isSavingRef.current = false;
        if (isApiError(error) && error.code === 'DIAGNOSTIC_TEMPLATE_CHANGED') {
          setIsConflict(true);
          return;
        }
        refused.onFailure(error);
      },
    });
  };

  const reload = async () => {
    const current = await onReload?.();
    if (!current) return;
    startFrom(current);
    setIsConflict(false);
  };

  const moveBlock = (from: number, to: number) => {
    form.setFieldValue('blocks', moveItem(form.getValues().blocks, from, to));
  };

  const removeBlock = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    modals.openConfirmModal({
      title: t('diagnostics:block.removeTitle', { number: index + 1 }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: <Text size="sm">{t('diagnostics:block.removeText')}</Text>,
      labels: { confirm: t('diagnostics:block.removeConfirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'block-remove-confirm' },
      // The index may have moved while the dialog was open: remove by the block's own key.
      onConfirm: () => {
        const rest = form.getValues().blocks.filter((item) => item.key !== block.key);
        form.setFieldValue('blocks', dropStaleSources(rest));
      },
    });
  };

  const addBlock = (kind: 'questions' | 'computed') => {
    form.insertListItem(
      'blocks',
      kind === 'questions' ? createQuestionsBlock() : createComputedBlock(),
    );
    form.clearFieldError('blocks');
    requestAnimationFrame(() => {
      const titles = document.querySelectorAll<HTMLElement>('[data-testid="block-title"]');
      titles[titles.length - 1]?.focus();
    });
  };

  const categoryOptions = (categories.data ?? [])
    .filter((category) => !category.is_folder)
    .map((category) => ({ value: String(category.id), label: category.name }));

  return (
    <form
      ref={refused.formRef}
      onSubmit={form.onSubmit(handleSubmit, refused.onInvalid)}
      noValidate
      data-testid="diagnostic-builder"
    >
      <Stack gap="lg">
        <EditorActionBar
          testId="diagnostic"
          backTo={buildPath('diagnosticCards')}
          backLabel={t('diagnostics:builder.back')}
          unsavedLabel={t('diagnostics:builder.unsaved')}
          isDirty={form.isDirty()}
          saveLabel={template ? t('diagnostics:builder.save') : t('diagnostics:builder.create')}
          isSaving={save.isPending}
          actions={
            template &&
            !form.isDirty() && (
              <Button
                component={Link}
                to={buildPath('previewDiagnosticCard', { cardId: template.id })}
                variant="default"
                leftSection={<IconEye size={18} />}
                data-testid="diagnostic-preview"
              >
                {t('diagnostics:builder.preview')}
              </Button>
            )
          }
        >
          <RefusedSaveNote refusal={refused.refusal} />
          {isConflict && (
            <Alert
              mt="sm"
              color="orange"
              icon={<IconAlertTriangle size={20} />}
              title={t('diagnostics:conflict.title')}
              role="alert"
              data-testid="diagnostic-conflict"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('diagnostics:conflict.text')}</Text>
                <Button
                  size="xs"
                  variant="light"
                  color="orange"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => void reload()}
                  data-testid="diagnostic-reload"
                >
                  {t('diagnostics:conflict.reload')}
                </Button>
              </Stack>
            </Alert>
          )}
        </EditorActionBar>

        <SectionCard title={t('diagnostics:builder.mainSection')}>
          <TextInput
            {...form.getInputProps('title')}
            error={translateFieldError(form.errors.title, { max: TEMPLATE_TITLE_LENGTH.max })}
            label={t('diagnostics:builder.title')}
            placeholder={t('diagnostics:builder.titlePlaceholder')}
            maxLength={TEMPLATE_TITLE_LENGTH.max}
            withAsterisk
            data-testid="diagnostic-title"
          />
          <DescriptionField
            {...form.getInputProps('description')}
            error={translateFieldError(form.errors.description, {
              max: TEMPLATE_DESCRIPTION_MAX_LENGTH,
            })}
            label={t('diagnostics:builder.description')}
            hint={t('diagnostics:builder.lengthHint', {
              length: form.values.description.length,
              max: TEMPLATE_DESCRIPTION_MAX_LENGTH,
            })}
            maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
            withAsterisk
            data-testid="diagnostic-description"
          />
          <MultiSelect
            {...form.getInputProps('category_ids')}
            error={translateFieldError(form.errors.category_ids)}
            label={t('diagnostics:builder.categories')}
            description={t('diagnostics:builder.categoriesHint')}
            data={categoryOptions}
            searchable
            clearable
            maxValues={DIAGNOSTIC_TEMPLATE_CATEGORIES_MAX}
            data-testid="diagnostic-categories"
          />
        </SectionCard>

        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {t('diagnostics:builder.blocksSection')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('diagnostics:builder.blocksHint')}
            </Text>
          </div>
          <ListError error={getListError(form, 'blocks')} testId="diagnostic-blocks-error" />
          <DragReorder group="blocks" onMove={moveBlock}>
            <Stack gap="md">
              {blocks.map((block, index) => (
                <DragItem
                  key={block.key}
                  group="blocks"
                  id={block.key}
                  index={index}
                  handleLabel={t('diagnostics:block.drag')}
                >
                  {(handle) => (
                    <BlockCard
                      form={form}
                      block={block}
                      index={index}
                      count={blocks.length}
                      handle={handle}
                      onMove={moveBlock}
                      onRemove={removeBlock}
                    />
                  )}
                </DragItem>
              ))}
            </Stack>
          </DragReorder>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconPlus size={18} />}
              onClick={() => addBlock('questions')}
              disabled={blocks.length >= DIAGNOSTIC_TEMPLATE_BLOCKS_MAX}
              style={{ borderStyle: 'dashed' }}
              data-testid="diagnostic-add-block"
            >
              {t('diagnostics:builder.addBlock')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCalculator size={18} />}
              onClick={() => addBlock('computed')}
              disabled={blocks.length >= DIAGNOSTIC_TEMPLATE_BLOCKS_MAX}
              style={{ borderStyle: 'dashed' }}
              data-testid="diagnostic-add-computed"
            >
              {t('diagnostics:builder.addComputed')}
            </Button>
          </Group>
        </Stack>
      </Stack>
      <UnsavedChangesGuard
        text={t('diagnostics:builder.unsavedText')}
        isDirty={form.isDirty() && !save.isPending}
        isSavingRef={isSavingRef}
      />
    </form>
  );
}
