import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CATEGORY_ROOT, type Category } from '@slovo/contracts';
import { IconFolderPlus, IconSitemap, IconSquarePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useCategories } from '../../../lib/categories-query.ts';
import { CategoryBrowser } from '../components/category-browser.tsx';
import { CategoryFormModal, type CategoryFormTarget } from '../components/category-form-modal.tsx';
import { ExercisesMoveModal, type PendingExercises } from '../components/exercises-move-modal.tsx';
import { FolderContentsModal, type PendingFolder } from '../components/folder-contents-modal.tsx';
import { useCategoryEditing } from '../components/use-category-editing.tsx';
import { useTreeExpansion } from '../components/use-tree-expansion.ts';

/** The folders from the top level down to `id`, so a new item inside it is in view. */
function listFolderChain(categories: readonly Category[], id: number): number[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const chain: number[] = [];
  let current = byId.get(id);
  // The length guard keeps a corrupt (cyclic) list from looping.
  while (current && chain.length <= categories.length) {
    chain.push(current.id);
    current = current.parent === CATEGORY_ROOT ? undefined : byId.get(current.parent);
  }
  return chain;
}

type CategoriesEditorProps = { workspaceId: number; projectTitle: string };

function CategoriesEditor({ workspaceId, projectTitle }: CategoriesEditorProps) {
  const { t } = useTranslation(['categories', 'common']);
  const categories = useCategories(workspaceId);
  const expansion = useTreeExpansion();
  const [isFormOpen, { open: showForm, close: closeForm }] = useDisclosure();
  const [formTarget, setFormTarget] = useState<CategoryFormTarget | null>(null);
  const [isContentsOpen, { open: showContents, close: closeContents }] = useDisclosure();
  const [pendingFolder, setPendingFolder] = useState<PendingFolder | null>(null);
  const [isExercisesOpen, { open: showExercises, close: closeExercises }] = useDisclosure();
  const [pendingExercises, setPendingExercises] = useState<PendingExercises | null>(null);

  const openForm = (target: CategoryFormTarget) => {
    setFormTarget(target);
    showForm();
  };
  const askWhereExercisesGo = (pending: PendingExercises) => {
    setPendingExercises(pending);
    showExercises();
  };
  const openCreate = (isFolder: boolean) =>
    openForm({ mode: 'create', isFolder, parent: CATEGORY_ROOT });
  const editing = useCategoryEditing({
    workspaceId,
    openForm,
    onFolderNotEmpty: (pending) => {
      setPendingFolder(pending);
      showContents();
    },
    onHasExercises: askWhereExercisesGo,
  });
  const revealCreated = (category: Category) => {
    for (const id of listFolderChain(categories.data ?? [], category.parent)) expansion.expand(id);
  };

  return (
    <Stack gap="lg" maw={1200} data-testid="categories-page">
      <PageHeader
        title={t('categories:title')}
        description={t('categories:subtitle', { project: projectTitle })}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} />}
              onClick={() => openCreate(true)}
              data-testid="category-new-folder"
            >
              {t('categories:newFolder')}
            </Button>
            <Button
              leftSection={<IconSquarePlus size={18} />}
              onClick={() => openCreate(false)}
              data-testid="category-new-category"
            >
              {t('categories:newCategory')}
            </Button>
          </Group>
        }
      />
      <CategoryBrowser
        workspaceId={workspaceId}
        expansion={expansion}
        editing={editing}
        emptyState={
          <EmptyState
            testId="categories-empty"
            icon={<IconSitemap size={32} />}
            title={t('categories:empty.title')}
            description={t('categories:empty.description')}
            action={
              <Button
                mt="sm"
                leftSection={<IconFolderPlus size={18} />}
                onClick={() => openCreate(true)}
              >
                {t('categories:empty.action')}
              </Button>
            }
          />
        }
      />
      <CategoryFormModal
        target={formTarget}
        isOpen={isFormOpen}
        workspaceId={workspaceId}
        onCreated={revealCreated}
        onClose={closeForm}
      />
      <FolderContentsModal
        pending={pendingFolder}
        isOpen={isContentsOpen}
        workspaceId={workspaceId}
        onClose={closeContents}
        onHasExercises={askWhereExercisesGo}
      />
      <ExercisesMoveModal
        pending={pendingExercises}
        isOpen={isExercisesOpen}
        workspaceId={workspaceId}
        onClose={closeExercises}
      />
    </Stack>
  );
}

/** Spec 2: the moderator's index screen, for the project selected in the header. */
export function CategoriesPage() {
  const { user, workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';
  return (
    <CategoriesEditor key={workspaceId} workspaceId={workspaceId} projectTitle={projectTitle} />
  );
}
