import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import {
  buildPath,
  CONFIRM_MODAL_MAX_WIDTH,
  TEMPLATE_BLOCKS_MAX,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_TITLE_LENGTH,
  type Template,
  TemplateInputSchema,
} from '@slovo/contracts';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { EditorActionBar } from '../../../components/editor-action-bar.tsx';
import { RefusedSaveNote } from '../../../components/refused-save-note.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { applyServerErrors, translateFieldError } from '../../../lib/form-validation.ts';
import { notify } from '../../../lib/notify.ts';
import { useRefusedSave } from '../../../lib/refused-save.ts';
import { useSaveTemplateMutation } from '../api/save-template.ts';
import { CategoryPickerModal } from './category-picker-modal.tsx';
import { TemplateBlockCard } from './template-block-card.tsx';
import {
  COUNT_FIELDS,
  createBlock,
  getInitialValues,
  hasBlockContent,
  type TemplateValues,
  toTemplateInput,
  validateTemplate,
} from './template-form-values.ts';

/** Error paths the editor shows next to a field; anything else goes in the summary above the blocks. */
const FIELD_PATHS = [
  /^(title|description)$/,
  /^blocks\.\d+\.(title|parent_description|educator_description|min_presentations|max_presentations|categories)$/,
  /^blocks\.\d+\.categories\.\d+\.(parent_description|indications)$/,
];

function isFieldPath(path: string): boolean {
  return FIELD_PATHS.some((pattern) => pattern.test(path));
}

type TemplateEditorProps = {
  workspaceId: number;
  /** The template being edited; absent when creating. */
  template?: Template;
  onSaved?: (template: Template) => void;
};

/** Creating and editing a protocol template; it is always sent whole. */
export function TemplateEditor({ workspaceId, template, onSaved }: TemplateEditorProps) {
  const { t } = useTranslation(['templates', 'common']);
  const saveTemplate = useSaveTemplateMutation();
  const isSavingRef = useRef(false);
  const [pickerBlock, setPickerBlock] = useState<number | null>(null);
  const form = useForm<TemplateValues>({
    initialValues: getInitialValues(template),
    validate: (values) => validateTemplate(values, workspaceId),
    // The min-max message sits on the minimum: once shown, either count changing re-checks the
    // pair, so a fixed range does not leave a stale message behind.
    onValuesChange: (values, previous) => {
      values.blocks.forEach((block, index) => {
        const before = previous.blocks[index];
        if (!before || before.key !== block.key) return;
        const paths = COUNT_FIELDS.map((field) => `blocks.${index}.${field}`);
        const isChanged = COUNT_FIELDS.some((field) => block[field] !== before[field]);
        if (!isChanged || !paths.some((path) => form.errors[path])) return;
        const errors = validateTemplate(values, workspaceId);
        for (const path of paths) {
          const error = errors[path];
          if (error) form.setFieldError(path, error);
          else form.clearFieldError(path);
        }
      });
    },
  });
  const refused = useRefusedSave(form, (error) => applyServerErrors(form, error));
  const blocks = form.values.blocks;
  const otherErrors = Object.entries(form.errors).filter(([path]) => !isFieldPath(path));

  const handleSubmit = (values: TemplateValues) => {
    const body = TemplateInputSchema.parse(toTemplateInput(values, workspaceId));
    isSavingRef.current = true;
    refused.clear();
    saveTemplate.mutate(
      { templateId: template?.id, body },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            message: template
              ? t('templates:notifications.saved', { title: saved.title })
              : t('templates:notifications.created', { title: saved.title }),
          });
          if (template) {
            // The screen stays open: the form now starts from what was saved.
            const savedValues = getInitialValues(saved);
            form.setValues(savedValues);
            form.resetDirty(savedValues);
            isSavingRef.current = false;
          }
          // A new template goes on to its own address; the guard lets it go (isSavingRef).
          onSaved?.(saved);
        },
        onError: (error) => {
          isSavingRef.current = false;
          refused.onFailure(error);
        },
      },
    );
  };

  const moveBlock = (from: number, to: number) => {
    if (to < 0 || to >= blocks.length) return;
    form.reorderListItem('blocks', { from, to });
  };

  const removeBlock = (index: number) => {
    const block = blocks[index];
    if (!block) return;
    if (!hasBlockContent(block)) {
      form.removeListItem('blocks', index);
      return;
    }
    modals.openConfirmModal({
      title: t('templates:block.removeTitle', { number: index + 1 }),
      size: CONFIRM_MODAL_MAX_WIDTH,
      children: (
        <Text size="sm">
          {block.title.trim()
            ? t('templates:block.removeTextNamed', { title: block.title.trim() })
            : t('templates:block.removeText')}
        </Text>
      ),
      labels: { confirm: t('templates:block.removeConfirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'block-remove-confirm' },
      // The index may have moved while the dialog was open: remove by the block's own key.
      onConfirm: () => {
        const current = form.getValues().blocks.findIndex((item) => item.key === block.key);
        if (current >= 0) form.removeListItem('blocks', current);
      },
    });
  };

  const addBlock = () => {
    form.insertListItem('blocks', createBlock());
    // Focus the new block's title once it is drawn.
    requestAnimationFrame(() => {
      const cards = document.querySelectorAll<HTMLElement>(
        '[data-testid^="template-block-"] [data-testid="block-title"]',
      );
      cards[cards.length - 1]?.focus();
    });
  };

  const pickerValues = pickerBlock === null ? undefined : blocks[pickerBlock];

  return (
    <form
      ref={refused.formRef}
      onSubmit={form.onSubmit(handleSubmit, refused.onInvalid)}
      noValidate
      data-testid="template-editor"
    >
      <Stack gap="lg">
        <EditorActionBar
          testId="template"
          backTo={buildPath('protocolsTemplates')}
          backLabel={t('templates:editor.back')}
          unsavedLabel={t('templates:editor.unsaved')}
          isDirty={form.isDirty()}
          saveLabel={template ? t('templates:editor.save') : t('templates:editor.create')}
          isSaving={saveTemplate.isPending}
        >
          <RefusedSaveNote refusal={refused.refusal} />
        </EditorActionBar>

        <SectionCard title={t('templates:editor.mainSection')}>
          <TextInput
            {...form.getInputProps('title')}
            error={translateFieldError(form.errors.title, { max: TEMPLATE_TITLE_LENGTH.max })}
            label={t('templates:editor.title')}
            placeholder={t('templates:editor.titlePlaceholder')}
            maxLength={TEMPLATE_TITLE_LENGTH.max}
            withAsterisk
            data-autofocus={template ? undefined : true}
            data-testid="template-title"
          />
          <DescriptionField
            {...form.getInputProps('description')}
            error={translateFieldError(form.errors.description, {
              max: TEMPLATE_DESCRIPTION_MAX_LENGTH,
            })}
            label={t('templates:editor.description')}
            placeholder={t('templates:editor.descriptionPlaceholder')}
            hint={t('templates:editor.lengthHint', {
              length: form.values.description.length,
              max: TEMPLATE_DESCRIPTION_MAX_LENGTH,
            })}
            maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
            minRows={3}
            maxRows={10}
            withAsterisk
            data-testid="template-description"
          />
        </SectionCard>

        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <div>
              <Title order={2} fz="lg">
                {t('templates:editor.blocksSection')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('templates:editor.blocksHint')}
              </Text>
            </div>
            <Text size="sm" c="dimmed" data-testid="template-block-count">
              {t('templates:editor.blockCount', { count: blocks.length, max: TEMPLATE_BLOCKS_MAX })}
            </Text>
          </Group>
          {otherErrors.length > 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={20} />}
              title={t('templates:editor.otherErrors')}
              data-testid="template-other-errors"
            >
              <List size="sm">
                {otherErrors.map(([path, message]) => (
                  <List.Item key={path}>{translateFieldError(message)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {blocks.length === 0 && (
            <Paper withBorder p="lg" radius="md" ta="center" data-testid="template-no-blocks">
              <Text c="dimmed" size="sm">
                {t('templates:editor.noBlocks')}
              </Text>
            </Paper>
          )}
          {blocks.map((block, index) => (
            <TemplateBlockCard
              key={block.key}
              form={form}
              index={index}
              count={blocks.length}
              onMove={moveBlock}
              onRemove={removeBlock}
              onChooseCategories={setPickerBlock}
            />
          ))}
          <Button
            variant="default"
            size="md"
            leftSection={<IconPlus size={18} />}
            onClick={addBlock}
            disabled={blocks.length >= TEMPLATE_BLOCKS_MAX}
            style={{ borderStyle: 'dashed' }}
            data-testid="template-add-block"
          >
            {t('templates:editor.addBlock')}
          </Button>
        </Stack>
      </Stack>

      <CategoryPickerModal
        isOpen={pickerValues !== undefined}
        workspaceId={workspaceId}
        blockTitle={pickerValues?.title ?? ''}
        chosenIds={pickerValues?.categories.map((category) => category.category_id) ?? []}
        onClose={() => setPickerBlock(null)}
        onApply={(chosen) => {
          if (pickerBlock === null || !pickerValues) return;
          const current = new Map(
            pickerValues.categories.map((category) => [category.category_id, category]),
          );
          form.setFieldValue(
            `blocks.${pickerBlock}.categories`,
            chosen.map(
              (category) =>
                current.get(category.id) ?? {
                  category_id: category.id,
                  name: category.name,
                  is_folder: category.is_folder,
                  parent_description: '',
                  indications: '',
                },
            ),
          );
          form.clearFieldError(`blocks.${pickerBlock}.categories`);
          setPickerBlock(null);
        }}
      />
      <UnsavedChangesGuard
        text={t('templates:unsaved.text')}
        isDirty={form.isDirty() && !saveTemplate.isPending}
        isSavingRef={isSavingRef}
      />
    </form>
  );
}
