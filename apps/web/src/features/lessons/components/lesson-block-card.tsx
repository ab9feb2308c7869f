import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Lesson } from '@slovo/contracts';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import type { DraftItem } from './lesson-draft.ts';
import { PresentationCover } from './presentation-cover.tsx';
import { useReportButton } from './report-button.tsx';
import { ThemeBadge } from './theme-badge.tsx';

type LessonBlock = Lesson['blocks'][number];

/** An item with its place in the whole lesson's list, which the changes address. */
export type PlacedItem = { item: DraftItem; index: number };

type LessonBlockCardProps = {
  block: LessonBlock;
  items: PlacedItem[];
  usedElsewhere: ReadonlyMap<number, number>;
  canEdit: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onMove: (index: number, direction: -1 | 1) => void;
};

function isOutOfBounds(count: number, block: LessonBlock): boolean {
  return count < block.min_presentations || count > block.max_presentations;
}

/** "2 of min 1 – max 3", red while the block is outside its bounds (grey when it cannot change). */
export function BlockCounter({
  block,
  count,
  isMuted = false,
}: {
  block: LessonBlock;
  count: number;
  isMuted?: boolean;
}) {
  const { t } = useTranslation('lessons');
  const isOut = isOutOfBounds(count, block);
  const color = isOut ? 'red' : 'teal';
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      color={isMuted ? 'gray' : color}
      data-testid="lesson-block-counter"
      data-out-of-bounds={isOut}
    >
      {t('lessons:block.counter', {
        chosen: count,
        min: block.min_presentations,
        max: block.max_presentations,
      })}
    </Badge>
  );
}

type ItemRowProps = {
  placed: PlacedItem;
  position: number;
  total: number;
  usedElsewhere: number;
  canEdit: boolean;
  onRemove: () => void;
  onMove: (direction: -1 | 1) => void;
};

function ItemActions({
  item,
  position,
  total,
  onRemove,
  onMove,
}: Pick<ItemRowProps, 'position' | 'total' | 'onRemove' | 'onMove'> & { item: DraftItem }) {
  const { t } = useTranslation('lessons');
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={position === 0}
        onClick={() => onMove(-1)}
        aria-label={t('lessons:item.up')}
        data-testid="lesson-item-up"
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={position === total - 1}
        onClick={() => onMove(1)}
        aria-label={t('lessons:item.down')}
        data-testid="lesson-item-down"
      >
        <IconArrowDown size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={onRemove}
        aria-label={t('lessons:item.remove', { title: item.title })}
        data-testid="lesson-item-remove"
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

function ItemRow({
  placed,
  position,
  total,
  usedElsewhere,
  canEdit,
  onRemove,
  onMove,
}: ItemRowProps) {
  const { t } = useTranslation('lessons');
  // On a phone the buttons go under the text, which keeps the width for the title.
  const isWide = useIsBreakpointUp('sm');
  const ReportButton = useReportButton();
  const { item } = placed;
  const used = usedElsewhere + 1;
  const isOverused = used > item.usage_frequency;
  const actions = canEdit && (
    <ItemActions
      item={item}
      position={position}
      total={total}
      onRemove={onRemove}
      onMove={onMove}
    />
  );
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      align="flex-start"
      py="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="lesson-item"
      data-exercise-id={item.exercise_id}
    >
      <PresentationCover url={item.cover_url} title={item.title} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Text fw={500} lineClamp={2}>
          {item.title}
        </Text>
        <Group gap={6}>
          <ThemeBadge theme={item.theme} testId="lesson-item-theme" />
        </Group>
        <Text size="xs" c={isOverused ? 'red' : 'dimmed'} data-testid="lesson-item-usage">
          {t('lessons:item.usage', { used, count: item.usage_frequency })}
        </Text>
        {!isWide && actions}
      </Stack>
      {isWide && actions}
      {ReportButton && <ReportButton exerciseId={item.exercise_id} />}
    </Group>
  );
}

/** One block of the plan: what the educator should do, and the presentations chosen for it. */
export function LessonBlockCard({
  block,
  items,
  usedElsewhere,
  canEdit,
  onAdd,
  onRemove,
  onMove,
}: LessonBlockCardProps) {
  const { t } = useTranslation('lessons');
  return (
    <Card padding="lg" data-testid="lesson-block" data-block-id={block.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={2} fz="lg">
              {block.title}
            </Title>
            {block.educator_description && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {block.educator_description}
              </Text>
            )}
          </Stack>
          <BlockCounter block={block} count={items.length} isMuted={!canEdit} />
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py="xs" data-testid="lesson-block-empty">
            {t(
              block.min_presentations > 0
                ? 'lessons:block.emptyRequired'
                : 'lessons:block.emptyOptional',
            )}
          </Text>
        ) : (
          <Stack gap={0}>
            {items.map((placed, position) => (
              <ItemRow
                key={placed.item.source_id}
                placed={placed}
                position={position}
                total={items.length}
                usedElsewhere={usedElsewhere.get(placed.item.source_id) ?? 0}
                canEdit={canEdit}
                onRemove={() => onRemove(placed.index)}
                onMove={(direction) => onMove(placed.index, direction)}
              />
            ))}
          </Stack>
        )}
        {canEdit && (
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={onAdd}
            style={{ alignSelf: 'flex-start' }}
            data-testid="lesson-add"
          >
            {t('lessons:block.add')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
