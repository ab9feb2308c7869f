import { Alert, Button, Center, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import {
  buildCategoryTree,
  type Category,
  type CategoryNode,
  CONFIRM_MODAL_MAX_WIDTH,
} from '@slovo/contracts';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useCategories } from '../../../lib/categories-query.ts';
import { notify } from '../../../lib/notify.ts';
import { type FolderContentsChoice, useDeleteCategoryMutation } from '../api/delete-category.ts';
import { refreshCategories } from '../api/get-categories.ts';

/** A delete the server refused because microblocks are filed under what would go. */
export type PendingExercises = {
  category: Category;
  /** The folder choice already made, repeated with the target: it decides what goes. */
  contents: FolderContentsChoice | undefined;
  /** As the server counted them; null if its answer carried no number. */
  count: number | null;
};

function readExercisesCount(details: unknown): number | null {
  if (typeof details !== 'object' || details === null || !('exercises' in details)) return null;
  return typeof details.exercises === 'number' ? details.exercises : null;
}

/** The move to ask about when `error` is the server's CATEGORY_HAS_EXERCISES refusal. */
export function readPendingExercises(
  error: unknown,
  category: Category,
  contents: FolderContentsChoice | undefined,
): PendingExercises | null {
  if (!isApiError(error) || error.code !== 'CATEGORY_HAS_EXERCISES') return null;
  return { category, contents, count: readExercisesCount(error.details) };
}

function findNode(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

function collectSubtree(node: CategoryNode): number[] {
  return [node.id, ...node.children.flatMap(collectSubtree)];
}

/** What the delete removes, as the server decides it: with `move` the children stay. */
function collectDeleted(
  tree: readonly CategoryNode[],
  id: number,
  contents: FolderContentsChoice | undefined,
): Set<number> {
  const node = contents === 'delete' ? findNode(tree, id) : undefined;
  return new Set(node ? collectSubtree(node) : [id]);
}

type TargetOption = { value: string; label: string };
type TargetGroup = { group: string; items: TargetOption[] };

/**
 * The categories that can take the microblocks, grouped under their folder's path in tree order,
 * so equal names in different folders stay distinguishable. Folders never hold microblocks.
 */
function listTargetGroups(
  tree: readonly CategoryNode[],
  deleted: ReadonlySet<number>,
  topLevelLabel: string,
): TargetGroup[] {
  const groups: TargetGroup[] = [];
  const walk = (nodes: readonly CategoryNode[], path: readonly string[]) => {
    const items = nodes
      .filter((node) => !node.is_folder && !deleted.has(node.id))
      .map((node) => ({ value: String(node.id), label: node.name }));
    if (items.length > 0) {
      groups.push({ group: path.length > 0 ? path.join(' / ') : topLevelLabel, items });
    }
    // A folder emptied upwards (`move`) keeps its categories: they stay valid targets.
    for (const node of nodes) if (node.is_folder) walk(node.children, [...path, node.name]);
  };
  walk(tree, []);
  return groups;
}

type Translate = (key: string, options: { name: string }) => string;

function getDeletedMessage(t: Translate, name: string, contents: FolderContentsChoice | undefined) {
  if (contents === 'move') return t('categories:notifications.deletedMoved', { name });
  if (contents === 'delete') return t('categories:notifications.deletedAll', { name });
  return t('categories:notifications.deleted', { name });
}

type ChoiceProps = { pending: PendingExercises; workspaceId: number; onDone: () => void };

function ExercisesMoveChoice({ pending, workspaceId, onDone }: ChoiceProps) {
  const { t } = useTranslation(['categories', 'common']);
  const queryClient = useQueryClient();
  const categories = useCategories(workspaceId);
  const deleteCategory = useDeleteCategoryMutation();
  const [targetId, setTargetId] = useState<string | null>(null);
  const { category, contents, count } = pending;
  const groups = useMemo(() => {
    const tree = buildCategoryTree(categories.data ?? []);
    return listTargetGroups(
      tree,
      collectDeleted(tree, category.id, contents),
      t('categories:form.topLevel'),
    );
  }, [categories.data, category.id, contents, t]);
  // A refetch may take the chosen category away; a stale choice must not be sent.
  const target =
    groups.flatMap((group) => group.items).find((item) => item.value === targetId) ?? null;

  const moveAndDelete = (to: TargetOption) =>
    deleteCategory.mutate(
      { workspaceId, id: category.id, contents, exercisesTo: Number(to.value) },
      {
        onSuccess: () => {
          notify({
            color: 'green',
            title: getDeletedMessage(t, category.name, contents),
            message: t('categories:notifications.exercisesMoved', { target: to.label }),
          });
          onDone();
        },
        // A refusal now means the tree changed meanwhile: the list catches up before a new choice.
        onError: () => refreshCategories(queryClient, workspaceId),
      },
    );

  if (categories.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }

  if (groups.length === 0) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} />}>
          {t('categories:exercisesMove.noTarget')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        {count === null
          ? t('categories:exercisesMove.text')
          : t('categories:exercisesMove.text', { count })}
      </Text>
      <Select
        data={groups}
        value={target?.value ?? null}
        onChange={setTargetId}
        label={t('categories:exercisesMove.target')}
        placeholder={t('categories:exercisesMove.targetPlaceholder')}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t('categories:exercisesMove.noTargetFound')}
        checkIconPosition="right"
        comboboxProps={{ withinPortal: true }}
        data-testid="exercises-move-target"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          color="red"
          leftSection={<IconTrash size={18} />}
          disabled={target === null}
          loading={deleteCategory.isPending}
          onClick={() => target && moveAndDelete(target)}
          data-testid="exercises-move-confirm"
        >
          {t('categories:exercisesMove.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

type ExercisesMoveModalProps = {
  /** Kept after closing, so the modal does not go blank while it fades out. */
  pending: PendingExercises | null;
  isOpen: boolean;
  workspaceId: number;
  onClose: () => void;
};

/** Spec 9: a destructive confirmation, at most 400 wide. Cancelling leaves everything as it was. */
export function ExercisesMoveModal({
  pending,
  isOpen,
  workspaceId,
  onClose,
}: ExercisesMoveModalProps) {
  const { t } = useTranslation('categories');
  return (
    <Modal
      opened={isOpen && pending !== null}
      onClose={onClose}
      title={pending ? t('categories:exercisesMove.title', { name: pending.category.name }) : null}
      size={CONFIRM_MODAL_MAX_WIDTH}
      centered
    >
      <div data-testid="exercises-move-modal">
        {pending && (
          <ExercisesMoveChoice pending={pending} workspaceId={workspaceId} onDone={onClose} />
        )}
      </div>
    </Modal>
  );
}
