import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Asset, type AssetType, buildPath, HEADER_HEIGHT, type Theme } from '@slovo/contracts';
import {
  IconArrowLeft,
  IconDeviceFloppy,
  IconInfoCircle,
  IconMoodEmpty,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { QueryErrorAlert } from '../../../components/query-error-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { notify } from '../../../lib/notify.ts';
import { useTheme } from '../api/get-theme.ts';
import { useThemeAssets } from '../api/get-theme-assets.ts';
import { useSaveThemeAssetsMutation } from '../api/save-theme-assets.ts';
import { AssetPickSection } from '../components/asset-pick-section.tsx';

/** What a theme's slides are made of (spec 3, Asset); images and game files are chosen elsewhere. */
const THEME_ASSET_TYPES = [
  'background',
  'character',
  'prop',
  'sound',
] as const satisfies AssetType[];

function useThemeIdParam(): number {
  const { themeId } = useParams();
  const id = Number(themeId);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}

function isSameChoice(a: ReadonlyMap<number, Asset>, b: ReadonlyMap<number, Asset>): boolean {
  return a.size === b.size && [...a.keys()].every((id) => b.has(id));
}

function toChoice(assets: Asset[]): ReadonlyMap<number, Asset> {
  return new Map(assets.map((asset) => [asset.id, asset]));
}

type ThemeAssetsEditorProps = { workspaceId: number; theme: Theme; saved: Asset[] };

function ThemeAssetsEditor({ workspaceId, theme, saved }: ThemeAssetsEditorProps) {
  const { t } = useTranslation('assets');
  const save = useSaveThemeAssetsMutation();
  const savedChoice = toChoice(saved);
  // Null until the first change: the saved choice shows as it is, refetches included.
  const [draft, setDraft] = useState<ReadonlyMap<number, Asset> | null>(null);
  const isSavingRef = useRef(false);
  const choice = draft ?? savedChoice;
  const isDirty = draft !== null && !isSameChoice(draft, savedChoice);
  const isReadOnly = !theme.is_own;
  const chosenIds = new Set(choice.keys());

  const toggle = (asset: Asset, isSelected: boolean) =>
    setDraft((current) => {
      const next = new Map(current ?? savedChoice);
      if (isSelected) next.set(asset.id, asset);
      else next.delete(asset.id);
      return next;
    });

  const countChosen = (type: AssetType) =>
    [...choice.values()].filter((asset) => asset.type === type).length;

  const saveChoice = () => {
    isSavingRef.current = true;
    save.mutate(
      { workspaceId, themeId: theme.id, assets: [...choice.values()] },
      {
        onSettled: () => {
          isSavingRef.current = false;
        },
        onSuccess: () => {
          setDraft(null);
          notify({
            color: 'green',
            message: t('assets:notifications.themeSaved', { name: theme.name }),
          });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      {isReadOnly ? (
        <Alert
          color="grape"
          variant="light"
          icon={<IconInfoCircle size={20} />}
          title={t('assets:pick.sharedTitle')}
          data-testid="theme-assets-read-only"
        >
          {t('assets:pick.sharedText')}
        </Alert>
      ) : (
        <Paper
          withBorder
          shadow="xs"
          p="sm"
          pos="sticky"
          top={HEADER_HEIGHT + 8}
          style={{ zIndex: 5 }}
        >
          <Group justify="space-between" gap="sm">
            <Group gap={6}>
              {THEME_ASSET_TYPES.map((type) => (
                <Badge key={type} variant="light" color="gray" tt="none" size="lg">
                  {t(`assets:types.${type}.label`)}: {countChosen(type)}
                </Badge>
              ))}
            </Group>
            <Group gap="sm">
              {isDirty && (
                <Text
                  size="sm"
                  c="var(--mantine-color-orange-light-color)"
                  fw={500}
                  data-testid="theme-assets-dirty"
                >
                  {t('assets:pick.unsaved')}
                </Text>
              )}
              <Button
                leftSection={<IconDeviceFloppy size={18} />}
                disabled={!isDirty}
                loading={save.isPending}
                onClick={saveChoice}
                data-testid="theme-assets-save"
              >
                {t('assets:pick.save')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {THEME_ASSET_TYPES.map((type) => (
        <AssetPickSection
          key={type}
          type={type}
          chosenIds={chosenIds}
          chosenCount={countChosen(type)}
          isReadOnly={isReadOnly}
          onToggle={toggle}
        />
      ))}
      <UnsavedChangesGuard
        text={t('assets:unsaved.text')}
        isDirty={isDirty && !save.isPending}
        isSavingRef={isSavingRef}
      />
    </Stack>
  );
}

function BackButton() {
  const { t } = useTranslation('assets');
  return (
    <Button
      component={Link}
      to={buildPath('themes')}
      variant="default"
      leftSection={<IconArrowLeft size={18} />}
    >
      {t('assets:pick.back')}
    </Button>
  );
}

/** Spec 2: the backgrounds, characters, props and sounds one interest's themed slides use. */
export function ThemeAssetsPage() {
  const { t } = useTranslation('assets');
  const { workspaceId } = useSession();
  const themeId = useThemeIdParam();
  const theme = useTheme(workspaceId ?? 0, themeId);
  const chosen = useThemeAssets(workspaceId ?? 0, themeId);
  if (workspaceId === null) return <NoAccessView />;

  const renderContent = () => {
    if (theme.isError || chosen.isError) {
      return (
        <QueryErrorAlert
          title={t('assets:pick.error.title')}
          description={t('assets:pick.error.description')}
          isRetrying={theme.isFetching || chosen.isFetching}
          onRetry={() => {
            void theme.refetch();
            void chosen.refetch();
          }}
          testId="theme-assets-error"
        />
      );
    }
    if (!Number.isInteger(themeId) || theme.data === null) {
      return (
        <EmptyState
          testId="theme-assets-not-found"
          icon={<IconMoodEmpty size={32} />}
          title={t('assets:pick.notFound.title')}
          description={t('assets:pick.notFound.description')}
          action={<BackButton />}
        />
      );
    }
    if (theme.isPending || chosen.isPending) return <ListSkeleton testId="theme-assets-loading" />;
    return (
      <ThemeAssetsEditor
        key={theme.data.id}
        workspaceId={workspaceId}
        theme={theme.data}
        saved={chosen.data}
      />
    );
  };

  const themeData = theme.data ?? null;
  return (
    <Stack gap="lg" maw={1400} data-testid="theme-assets-page">
      <PageHeader
        title={themeData ? themeData.name : t('assets:pick.title')}
        description={
          themeData
            ? [
                t('assets:pick.ages', { from: themeData.min_age, to: themeData.max_age }),
                themeData.genders.map((gender) => t(`assets:genders.${gender}`)).join(', '),
              ].join(' · ')
            : t('assets:pick.subtitle')
        }
        actions={<BackButton />}
      />
      <Box>{renderContent()}</Box>
    </Stack>
  );
}
