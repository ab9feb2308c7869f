import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BLOCK_PRESENTATIONS,
  TEMPLATE_DESCRIPTION_MAX_LENGTH,
  TEMPLATE_TITLE_LENGTH,
} from '@slovo/contracts';
import {
  IconArrowDown,
  IconArrowUp,
  IconFolderPlus,
  IconInfoCircle,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../../components/description-field.tsx';
import { translateFieldError } from '../../../lib/form-validation.ts';
import { CategoryIcon } from './category-icon.tsx';
import type { ChosenCategory, TemplateValues } from './template-form-values.ts';

type BlockCardProps = {
  form: UseFormReturnType<TemplateValues>;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onChooseCategories: (index: number) => void;
};

const maxLength = { max: TEMPLATE_DESCRIPTION_MAX_LENGTH };

function ChosenCategoryItem({
  form,
  blockIndex,
  categoryIndex,
  category,
}: {
  form: UseFormReturnType<TemplateValues>;
  blockIndex: number;
  categoryIndex: number;
  category: ChosenCategory;
}) {
  const { t } = useTranslation('templates');
  const path = `blocks.${blockIndex}.categories.${categoryIndex}`;
  const fieldError = (field: string) =>
    translateFieldError(form.errors[`${path}.${field}`], maxLength);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`block-category-${category.category_id}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" justify="space-between">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <CategoryIcon isFolder={category.is_folder} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {category.name}
            </Text>
          </Group>
          <Tooltip label={t('templates:block.removeCategory')} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => form.removeListItem(`blocks.${blockIndex}.categories`, categoryIndex)}
              aria-label={t('templates:block.removeCategoryNamed', { name: category.name })}
              data-testid={`block-category-remove-${category.category_id}`}
            >
              <IconX size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {category.is_folder && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DescriptionField
              {...form.getInputProps(`${path}.parent_description`)}
              error={fieldError('parent_description')}
              label={t('templates:block.folderParentDescription')}
              placeholder={t('templates:block.folderParentDescriptionPlaceholder')}
              hint={t('templates:block.folderParentDescriptionHint')}
              maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
              data-testid={`block-folder-parent-description-${category.category_id}`}
            />
            <DescriptionField
              {...form.getInputProps(`${path}.indications`)}
              error={fieldError('indications')}
              label={t('templates:block.folderIndications')}
              placeholder={t('templates:block.folderIndicationsPlaceholder')}
              hint={t('templates:block.folderIndicationsHint')}
              maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
              data-testid={`block-folder-indications-${category.category_id}`}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

/** One block of the template being edited: its texts, presentation counts, categories and folders. */
export function TemplateBlockCard({
  form,
  index,
  count,
  onMove,
  onRemove,
  onChooseCategories,
}: BlockCardProps) {
  const { t } = useTranslation('templates');
  const block = form.values.blocks[index];
  if (!block) return null;
  const path = `blocks.${index}`;
  const fieldError = (field: string) =>
    translateFieldError(form.errors[`${path}.${field}`], {
      max: field === 'title' ? TEMPLATE_TITLE_LENGTH.max : TEMPLATE_DESCRIPTION_MAX_LENGTH,
    });
  const categoriesError = translateFieldError(form.errors[`${path}.categories`]);
  const hasFolder = block.categories.some((category) => category.is_folder);
  const number = index + 1;

  return (
    <Card withBorder padding="lg" radius="md" data-testid={`template-block-${index}`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="nowrap">
          <Group gap="sm" miw={0} wrap="nowrap">
            <Badge size="lg" variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {t('templates:block.number', { number })}
            </Badge>
            <Text fw={600} truncate="end" visibleFrom="xs">
              {block.title}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('templates:block.moveUp')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('templates:block.moveUpNamed', { number })}
                data-testid="block-move-up"
              >
                <IconArrowUp size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('templates:block.moveDown')} withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                disabled={index === count - 1}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('templates:block.moveDownNamed', { number })}
                data-testid="block-move-down"
              >
                <IconArrowDown size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('templates:block.remove')} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => onRemove(index)}
                aria-label={t('templates:block.removeNamed', { number })}
                data-testid="block-remove"
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>

        <TextInput
          {...form.getInputProps(`${path}.title`)}
          error={fieldError('title')}
          label={t('templates:block.title')}
          placeholder={t('templates:block.titlePlaceholder')}
          maxLength={TEMPLATE_TITLE_LENGTH.max}
          withAsterisk
          data-testid="block-title"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DescriptionField
            {...form.getInputProps(`${path}.parent_description`)}
            error={fieldError('parent_description')}
            label={t('templates:block.parentDescription')}
            placeholder={t('templates:block.parentDescriptionPlaceholder')}
            hint={t('templates:block.parentDescriptionHint')}
            maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
            data-testid="block-parent-description"
          />
          <DescriptionField
            {...form.getInputProps(`${path}.educator_description`)}
            error={fieldError('educator_description')}
            label={t('templates:block.educatorDescription')}
            placeholder={t('templates:block.educatorDescriptionPlaceholder')}
            hint={t('templates:block.educatorDescriptionHint')}
            maxLength={TEMPLATE_DESCRIPTION_MAX_LENGTH}
            data-testid="block-educator-description"
          />
        </SimpleGrid>
        <Stack gap={6}>
          <div>
            <Text size="sm" fw={500}>
              {t('templates:block.presentations')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('templates:block.presentationsHint')}
            </Text>
          </div>
          <SimpleGrid cols={2} spacing="md" maw={420}>
            <NumberInput
              {...form.getInputProps(`${path}.min_presentations`)}
              error={fieldError('min_presentations')}
              label={t('templates:block.minPresentations')}
              min={BLOCK_PRESENTATIONS.min}
              max={BLOCK_PRESENTATIONS.max}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="block-min"
            />
            <NumberInput
              {...form.getInputProps(`${path}.max_presentations`)}
              error={fieldError('max_presentations')}
              label={t('templates:block.maxPresentations')}
              min={BLOCK_PRESENTATIONS.min}
              max={BLOCK_PRESENTATIONS.max}
              allowDecimal={false}
              allowNegative={false}
              withAsterisk
              data-testid="block-max"
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm">
          <Group justify="space-between" gap="sm">
            <div>
              <Text size="sm" fw={500}>
                {t('templates:block.categories')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('templates:block.categoriesHint')}
              </Text>
            </div>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconFolderPlus size={16} />}
              onClick={() => onChooseCategories(index)}
              data-testid="block-categories-choose"
            >
              {t('templates:block.chooseCategories')}
            </Button>
          </Group>
          {categoriesError && (
            <Text size="sm" c="red" data-testid="block-categories-error">
              {categoriesError}
            </Text>
          )}
          {block.categories.length === 0 ? (
            <Text size="sm" c="dimmed" fs="italic" data-testid="block-categories-empty">
              {t('templates:block.noCategories')}
            </Text>
          ) : (
            <Stack gap="xs">
              {block.categories.map((category, categoryIndex) => (
                <ChosenCategoryItem
                  key={category.category_id}
                  form={form}
                  blockIndex={index}
                  categoryIndex={categoryIndex}
                  category={category}
                />
              ))}
            </Stack>
          )}
          {!hasFolder && (
            <Alert
              variant="light"
              color="yellow"
              icon={<IconInfoCircle size={18} />}
              p="xs"
              data-testid="block-no-folder"
            >
              <Text size="sm">{t('templates:block.noFolderHint')}</Text>
            </Alert>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
