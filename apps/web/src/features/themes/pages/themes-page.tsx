import { Box, Button, Card, Stack, Tabs } from '@mantine/core';
import type { Theme } from '@slovo/contracts';
import { IconPalette, IconPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { InterestsPanel } from '../components/interests-panel.tsx';
import { TagsPanel } from '../components/tags-panel.tsx';
import { ThemeFormModal, type ThemeFormTarget } from '../components/theme-form-modal.tsx';

const TABS = ['interests', 'tags'] as const;
type ThemesTab = (typeof TABS)[number];

function readTab(value: string | null): ThemesTab {
  return TABS.find((tab) => tab === value) ?? 'interests';
}

/** Spec 2: "themes and tags" on one screen, a tab each; the tab is in the address to share it. */
export function ThemesPage() {
  const { t } = useTranslation('themes');
  const { user, workspaceId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [formTarget, setFormTarget] = useState<ThemeFormTarget | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  if (workspaceId === null) return <NoAccessView />;
  const tab = readTab(searchParams.get('tab'));
  const projectTitle =
    user.workspaces.find((entry) => entry.workspaceId === workspaceId)?.workspaceTitle ?? '';

  const openForm = (target: ThemeFormTarget) => {
    setFormTarget(target);
    setIsFormOpen(true);
  };
  const openCreate = () => openForm({ mode: 'create' });

  return (
    <Stack gap="lg" maw={1200} data-testid="themes-page">
      <PageHeader
        title={t('themes:title')}
        description={t('themes:subtitle', { project: projectTitle })}
        actions={
          tab === 'interests' ? (
            <Button
              leftSection={<IconPlus size={18} />}
              onClick={openCreate}
              data-testid="theme-create"
            >
              {t('themes:create')}
            </Button>
          ) : undefined
        }
      />
      <Card padding={0}>
        <Tabs
          value={tab}
          onChange={(next) =>
            setSearchParams(next === 'tags' ? { tab: 'tags' } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Box px="md" pt="xs">
            <Tabs.List aria-label={t('themes:tabs.label')}>
              <Tabs.Tab
                value="interests"
                leftSection={<IconPalette size={16} />}
                data-testid="themes-tab-interests"
              >
                {t('themes:tabs.interests')}
              </Tabs.Tab>
              <Tabs.Tab
                value="tags"
                leftSection={<IconTags size={16} />}
                data-testid="themes-tab-tags"
              >
                {t('themes:tabs.tags')}
              </Tabs.Tab>
            </Tabs.List>
          </Box>
          <Tabs.Panel value="interests">
            <InterestsPanel
              key={workspaceId}
              workspaceId={workspaceId}
              onCreate={openCreate}
              onEdit={(theme: Theme) => openForm({ mode: 'edit', theme })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="tags">
            <TagsPanel key={workspaceId} workspaceId={workspaceId} />
          </Tabs.Panel>
        </Tabs>
      </Card>
      <ThemeFormModal
        target={formTarget}
        isOpen={isFormOpen}
        workspaceId={workspaceId}
        onClose={() => setIsFormOpen(false)}
      />
    </Stack>
  );
}
