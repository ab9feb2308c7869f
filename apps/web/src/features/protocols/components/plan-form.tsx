import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { BlockCategory, Plan, PlanBlock } from '@slovo/contracts';
import {
  IconAlertCircle,
  IconCategory,
  IconDeviceFloppy,
  IconFolder,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useFillPlanMutation } from '../api/fill-plan.ts';

type Choice = ReadonlyMap<number, ReadonlySet<number>>;

function toChoice(plan: Plan): Choice {
  return new Map(plan.blocks.map((block) => [block.id, new Set(block.category_ids)]));
}

function isSameChoice(a: Choice, b: Choice): boolean {
  return [...a].every(([id, chosen]) => {
    const other = b.get(id) ?? new Set<number>();
    return chosen.size === other.size && [...chosen].every((categoryId) => other.has(categoryId));
  });
}

/** The server's refusal, kept with the blocks it names until they are fixed. */
type SaveProblem = { message: string; blockIds: number[] };

function readEmptyBlockIds(details: unknown): number[] {
  const blocks = (details as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) ? blocks.filter((id): id is number => typeof id === 'number') : [];
}

function CategoryOption({ category }: { category: BlockCategory }) {
  const { t } = useTranslation('protocols');
  const hints = [
    category.parent_description &&
      t('protocols:planForm.forParents', { text: category.parent_description }),
    category.indications && t('protocols:planForm.indications', { text: category.indications }),
  ].filter(Boolean);
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={22}
        variant="light"
        color={category.is_folder ? 'yellow' : 'indigo'}
        // An icon that tells folder from category: an image with a name, not a bare box.
        role="img"
        aria-label={
          category.is_folder ? t('protocols:planForm.folder') : t('protocols:planForm.category')
        }
      >
        {category.is_folder ? <IconFolder size={14} /> : <IconCategory size={14} />}
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {category.name}
        </Text>
        {hints.map((hint) => (
          <Text key={hint as string} size="xs" c="dimmed">
            {hint}
          </Text>
        ))}
      </Stack>
    </Group>
  );
}

type PlanBlockCardProps = {
  block: PlanBlock;
  position: number;
  chosen: ReadonlySet<number>;
  isEmptyError: boolean;
  onChange: (categoryIds: number[], isChosen: boolean) => void;
};

function PlanBlockCard({ block, position, chosen, isEmptyError, onChange }: PlanBlockCardProps) {
  const { t } = useTranslation('protocols');
  const offeredIds = block.categories.map((category) => category.category_id);
  const chosenCount = offeredIds.filter((id) => chosen.has(id)).length;
  const isAllChosen = offeredIds.length > 0 && chosenCount === offeredIds.length;

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="plan-block"
      data-block-id={block.id}
      data-invalid={isEmptyError || undefined}
      style={
        isEmptyError
          ? {
              borderColor: 'var(--mantine-color-red-6)',
              boxShadow: '0 0 0 1px var(--mantine-color-red-6)',
            }
          : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ flex: 1, minWidth: 200 }}>
            <Title order={3} fz="md">
              {t('protocols:planForm.blockTitle', { position, title: block.title })}
            </Title>
            {block.educator_description && (
              <Text size="sm" c="dimmed">
                {block.educator_description}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color="gray" tt="none">
            {t('protocols:planForm.presentations', {
              min: block.min_presentations,
              max: block.max_presentations,
            })}
          </Badge>
        </Group>
        {isEmptyError && (
          <Text size="sm" c="var(--mantine-color-error)" fw={500} data-testid="plan-block-error">
            {t('protocols:planForm.blockEmpty')}
          </Text>
        )}
        {offeredIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('protocols:planForm.nothingOffered')}
          </Text>
        ) : (
          <>
            <Checkbox
              label={t('protocols:planForm.selectAll', {
                chosen: chosenCount,
                total: offeredIds.length,
              })}
              checked={isAllChosen}
              indeterminate={chosenCount > 0 && !isAllChosen}
              onChange={() => onChange(offeredIds, !isAllChosen)}
              fw={600}
              data-testid="plan-block-select-all"
            />
            <Stack gap="xs" pl={{ base: 0, xs: 'lg' }}>
              {block.categories.map((category) => (
                <Checkbox
                  key={category.category_id}
                  checked={chosen.has(category.category_id)}
                  onChange={(event) =>
                    onChange([category.category_id], event.currentTarget.checked)
                  }
                  label={<CategoryOption category={category} />}
                  aria-label={category.name}
                  data-testid={`plan-category-${category.category_id}`}
                />
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}

type PlanFormProps = { workspaceId: number; plan: Plan };

/**
 * Spec 5: the teacher chooses, per block, the folders and categories of the library its lessons
 * draw from; every block needs at least one. The server checks and names the empty blocks.
 */
export function PlanForm({ workspaceId, plan }: PlanFormProps) {
  const { t } = useTranslation(['protocols', 'common']);
  const fillPlan = useFillPlanMutation();
  const saved = toChoice(plan);
  // Null until the first change: the saved choice shows as it is, refetches included.
  const [draft, setDraft] = useState<Choice | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // The save button is below the blocks: the reason it was refused is brought into view.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [problem]);
  const choice = draft ?? saved;
  const isDirty = draft !== null && !isSameChoice(draft, saved);
  const emptyIds = new Set(
    (problem?.blockIds ?? []).filter((id) => (choice.get(id)?.size ?? 0) === 0),
  );
  // The message stays while a block it names is still empty.
  const shownProblem =
    problem && (problem.blockIds.length === 0 || emptyIds.size > 0) ? problem : null;

  const change = (blockId: number, categoryIds: number[], isChosen: boolean) =>
    setDraft((current) => {
      const next = new Map(current ?? saved);
      const chosen = new Set(next.get(blockId));
      for (const id of categoryIds) {
        if (isChosen) chosen.add(id);
        else chosen.delete(id);
      }
      next.set(blockId, chosen);
      return next;
    });

  const save = () => {
    setProblem(null);
    fillPlan.mutate(
      {
        workspaceId,
        planId: plan.id,
        blocks: plan.blocks.map((block) => ({
          id: block.id,
          category_ids: [...(choice.get(block.id) ?? [])],
        })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          notify({
            color: 'green',
            message:
              plan.filled_at === null
                ? t('protocols:notifications.planFilled', { number: plan.number })
                : t('protocols:notifications.planSaved', { number: plan.number }),
          });
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.code === 'PLAN_BLOCKS_EMPTY') {
            setProblem({ message: error.message, blockIds: readEmptyBlockIds(error.details) });
          } else if (error.code === 'PLAN_FOLDER_NOT_OFFERED') {
            setProblem({ message: error.message, blockIds: [] });
          }
        },
      },
    );
  };

  return (
    <Stack gap="md" data-testid="plan-form">
      {plan.filled_at === null && (
        <Alert color="indigo" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('protocols:planForm.intro')}
        </Alert>
      )}
      {shownProblem && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          title={t('protocols:planForm.notSaved')}
          ref={problemRef}
          data-testid="plan-form-error"
        >
          {shownProblem.message}
        </Alert>
      )}
      {plan.blocks.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('protocols:planForm.noBlocks')}
        </Text>
      ) : (
        plan.blocks.map((block, index) => (
          <PlanBlockCard
            key={block.id}
            block={block}
            position={index + 1}
            chosen={choice.get(block.id) ?? new Set()}
            isEmptyError={emptyIds.has(block.id)}
            onChange={(categoryIds, isChosen) => change(block.id, categoryIds, isChosen)}
          />
        ))
      )}
      <Group justify="flex-end" gap="sm">
        {isDirty && (
          <>
            <Text size="sm" c="dimmed">
              {t('protocols:planForm.unsaved')}
            </Text>
            <Button variant="default" onClick={() => setDraft(null)} disabled={fillPlan.isPending}>
              {t('protocols:planForm.discard')}
            </Button>
          </>
        )}
        <Button
          leftSection={<IconDeviceFloppy size={18} />}
          onClick={save}
          loading={fillPlan.isPending}
          disabled={plan.blocks.length === 0 || (plan.filled_at !== null && !isDirty)}
          data-testid="plan-save"
        >
          {plan.filled_at === null ? t('protocols:planForm.fill') : t('protocols:planForm.save')}
        </Button>
      </Group>
    </Stack>
  );
}
