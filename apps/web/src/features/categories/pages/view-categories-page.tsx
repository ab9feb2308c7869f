import { Stack } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { CategoryBrowser } from '../components/category-browser.tsx';
import { useTreeExpansion } from '../components/use-tree-expansion.ts';

type CategoriesViewProps = { workspaceId: number; projectTitle: string };

function CategoriesView({ workspaceId, projectTitle }: CategoriesViewProps) {
  const { t } = useTranslation('categories');
  const expansion = useTreeExpansion();
  return (
    <Stack gap="lg" maw={1200} data-testid="view-categories-page">
      <PageHeader
        title={t('categories:title')}
        description={t('categories:viewSubtitle', { project: projectTitle })}
      />
      <CategoryBrowser
        workspaceId={workspaceId}
        expansion={expansion}
        emptyState={
          <EmptyState
            testId="categories-empty"
            icon={<IconSitemap size={32} />}
            title={t('categories:empty.title')}
            description={t('categories:empty.viewDescription')}
          />
        }
      />
    </Stack>
  );
}

/** Spec 2: the teacher's read-only view of the project's categories. */
export function ViewCategoriesPage() {
  const { user, workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';
  return <CategoriesView key={workspaceId} workspaceId={workspaceId} projectTitle={projectTitle} />;
}
