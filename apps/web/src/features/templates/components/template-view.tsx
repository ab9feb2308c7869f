import {
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { BlockCategory, Template, TemplateBlock } from '@slovo/contracts';
import { IconPresentation, IconStack2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { CategoryIcon } from './category-icon.tsx';

function LabelledText({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { t } = useTranslation('templates');
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {text.trim() ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" fs="italic">
          {t('templates:view.noText')}
        </Text>
      )}
    </Stack>
  );
}

function CategoryItem({ category }: { category: BlockCategory }) {
  const { t } = useTranslation('templates');
  const hasTexts = category.parent_description.trim() || category.indications.trim();
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`view-category-${category.category_id}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <CategoryIcon isFolder={category.is_folder} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {category.name}
          </Text>
        </Group>
        {category.is_folder && hasTexts && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LabelledText
              label={t('templates:block.folderParentDescription')}
              text={category.parent_description}
              testId="view-folder-parent-description"
            />
            <LabelledText
              label={t('templates:block.folderIndications')}
              text={category.indications}
              testId="view-folder-indications"
            />
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

function BlockView({ block, index }: { block: TemplateBlock; index: number }) {
  const { t } = useTranslation('templates');
  return (
    <Card withBorder padding="lg" radius="md" data-testid={`template-view-block-${index}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
            <Badge size="lg" variant="light" radius="sm" style={{ flexShrink: 0 }}>
              {t('templates:block.number', { number: index + 1 })}
            </Badge>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {block.title}
            </Text>
          </Group>
          <Badge
            size="lg"
            variant="outline"
            color="gray"
            tt="none"
            leftSection={<IconPresentation size={14} />}
            data-testid="view-block-presentations"
          >
            {t('templates:view.presentations', {
              min: block.min_presentations,
              max: block.max_presentations,
            })}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledText
            label={t('templates:block.parentDescription')}
            text={block.parent_description}
            testId="view-block-parent-description"
          />
          <LabelledText
            label={t('templates:block.educatorDescription')}
            text={block.educator_description}
            testId="view-block-educator-description"
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('templates:block.categories')}
          </Text>
          {block.categories.length === 0 ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('templates:view.noCategories')}
            </Text>
          ) : (
            block.categories.map((category) => (
              <CategoryItem key={category.category_id} category={category} />
            ))
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/** A template as a teacher reads it: every text, count and folder, nothing to change. */
export function TemplateView({ template }: { template: Template }) {
  const { t } = useTranslation('templates');
  return (
    <Stack gap="lg" data-testid="template-view">
      <Card padding="lg">
        <Stack gap="sm">
          <Group gap="sm">
            <ThemeIcon variant="light" size={32} radius="md">
              <IconStack2 size={18} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {t('templates:view.about')}
            </Title>
          </Group>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {template.description}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color="indigo" tt="none">
              {t('templates:row.blocks', { count: template.block_count })}
            </Badge>
            <Badge variant="light" color="gray" tt="none">
              {t('templates:row.protocols', { count: template.protocol_count })}
            </Badge>
          </Group>
        </Stack>
      </Card>
      {template.blocks.length === 0 ? (
        <Card padding={0}>
          <EmptyState
            testId="template-view-no-blocks"
            icon={<IconStack2 size={32} />}
            title={t('templates:view.noBlocksTitle')}
            description={t('templates:view.noBlocksDescription')}
          />
        </Card>
      ) : (
        template.blocks.map((block, index) => (
          <BlockView key={block.id} block={block} index={index} />
        ))
      )}
    </Stack>
  );
}
