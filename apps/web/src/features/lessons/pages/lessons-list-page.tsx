import { Box, Button, Card, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { buildPath, LESSON_STATES, type LessonState, STORAGE_KEYS } from '@slovo/contracts';
import {
  IconAlarm,
  IconCalendarEvent,
  IconCircleCheck,
  IconFilterOff,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { NoAccessView } from '../../../components/no-access-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../lib/auth/session.tsx';
import { useStoredPreference } from '../../../lib/stored-preference.ts';
import { useTabPanel } from '../../../lib/tab-panel.ts';
import { useIsBreakpointUp } from '../../../lib/use-is-breakpoint-up.ts';
import { useLessons } from '../api/get-lessons.ts';
import { LessonList } from '../components/lesson-list.tsx';
import { readWeekStart } from '../components/lesson-week.ts';
import { LessonWeekPanel } from '../components/lesson-week-panel.tsx';
import { LessonsLoadError } from '../components/lessons-load-error.tsx';
import { StudentFilter } from '../components/student-filter.tsx';
import { usePlayLesson } from '../components/use-play-lesson.ts';

const DEFAULT_TAB: LessonState = 'upcoming';

/** A week as a calendar grid, the week as an agenda, or every lesson by its state. */
const LESSON_VIEWS = ['week', 'agenda', 'status'] as const;
type LessonView = (typeof LESSON_VIEWS)[number];

const TAB_ICONS: Record<LessonState, ReactNode> = {
  upcoming: <IconCalendarEvent size={16} />,
  finished: <IconCircleCheck size={16} />,
  not_finished: <IconAlarm size={16} />,
};

function readTab(value: string | null): LessonState {
  return LESSON_STATES.find((state) => state === value) ?? DEFAULT_TAB;
}

function readPositive(value: string | null): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** What the URL says: the week, the tab, the page, and the student or plan it is narrowed to. */
function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hasTab = searchParams.has('tab');
  const tab = readTab(searchParams.get('tab'));
  const weekStart = readWeekStart(searchParams.get('week'));
  const page = readPositive(searchParams.get('page')) ?? 1;
  const clientId = readPositive(searchParams.get('client_id'));
  const planId = readPositive(searchParams.get('plan_id'));

  const update = (changes: Record<string, string | number | undefined>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });

  return {
    hasTab,
    tab,
    page,
    weekStart,
    clientId,
    planId,
    // Another tab is another list: it starts on its first page.
    changeTab: (next: LessonState) =>
      update({ tab: next === DEFAULT_TAB ? undefined : next, page: undefined }),
    changePage: (next: number) => update({ page: next === 1 ? undefined : next }),
    changeWeek: (next: string | null) => update({ week: next ?? undefined }),
    // A link to one tab opened the list by state; another view leaves it.
    leaveTabs: () => update({ tab: undefined, page: undefined }),
    changeStudent: (next: number | undefined) =>
      update({ client_id: next, plan_id: undefined, page: undefined }),
    showEveryone: () => update({ client_id: undefined, plan_id: undefined, page: undefined }),
  };
}

type ListParams = ReturnType<typeof useListParams>;

/**
 * The view the teacher chose last in this browser; until then the week grid, or on a phone
 * (where seven columns do not fit) the agenda. A link to one tab opens the list by state.
 */
function useLessonView(params: ListParams) {
  const [storedView, setStoredView] = useStoredPreference(STORAGE_KEYS.lessonsView, LESSON_VIEWS);
  const isPhone = !useIsBreakpointUp('sm');
  const defaultView: LessonView = isPhone ? 'agenda' : 'week';
  const view: LessonView = params.hasTab ? 'status' : (storedView ?? defaultView);
  const changeView = (next: LessonView) => {
    setStoredView(next);
    if (next !== 'status') params.leaveTabs();
  };
  return { view, changeView };
}

function EmptyLessons({ tab, onShowUpcoming }: { tab: LessonState; onShowUpcoming: () => void }) {
  const { t } = useTranslation('lessons');
  const action =
    tab === 'upcoming' ? (
      <Button
        mt="sm"
        component={Link}
        to={buildPath('clients')}
        leftSection={<IconUsers size={18} />}
      >
        {t('lessons:empty.toStudents')}
      </Button>
    ) : (
      <Button mt="sm" variant="default" onClick={onShowUpcoming}>
        {t('lessons:empty.toUpcoming')}
      </Button>
    );
  return (
    <EmptyState
      testId={`lessons-empty-${tab}`}
      icon={TAB_ICONS[tab]}
      title={t(`lessons:empty.${tab}.title`)}
      description={t(`lessons:empty.${tab}.description`)}
      action={action}
    />
  );
}

function LessonsByState({
  workspaceId,
  params,
  player,
}: {
  workspaceId: number;
  params: ListParams;
  player: ReturnType<typeof usePlayLesson>;
}) {
  const { t } = useTranslation('lessons');
  const lessons = useLessons({
    workspaceId,
    state: params.tab,
    page: params.page,
    clientId: params.clientId,
    planId: params.planId,
  });
  // Three tabs with icons do not fit a phone's width: the icons go there.
  const hasTabIcons = useIsBreakpointUp('sm');
  const tabPanel = useTabPanel(params.tab);

  const renderContent = () => {
    if (lessons.isPending) return <ListSkeleton testId="lessons-loading" />;
    if (!lessons.data) {
      return <LessonsLoadError query={lessons} testId="lessons-error" />;
    }
    if (lessons.data.data.length === 0) {
      return <EmptyLessons tab={params.tab} onShowUpcoming={() => params.changeTab('upcoming')} />;
    }
    return (
      <Box style={{ opacity: lessons.isPlaceholderData ? 0.6 : 1 }}>
        <LessonList
          lessons={lessons.data.data}
          onPlay={(lessonId) => void player.play(lessonId)}
          playingId={player.pendingId}
        />
      </Box>
    );
  };

  return (
    <Stack gap="md">
      {params.planId !== undefined && (
        <Group justify="space-between" gap="sm" data-testid="lessons-narrowed">
          <Text size="sm" c="dimmed">
            {t('lessons:list.onePlan')}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconFilterOff size={16} />}
            onClick={params.showEveryone}
          >
            {t('lessons:list.showEveryone')}
          </Button>
        </Group>
      )}
      <Card padding={0}>
        <Tabs
          id={tabPanel.tabsId}
          value={params.tab}
          onChange={(next) => params.changeTab(readTab(next))}
          data-testid="lesson-tabs"
        >
          <Box px="md" pt="xs">
            <Tabs.List aria-label={t('lessons:tabs.label')}>
              {LESSON_STATES.map((state) => (
                <Tabs.Tab
                  key={state}
                  value={state}
                  leftSection={hasTabIcons ? TAB_ICONS[state] : undefined}
                  data-testid={`lesson-tab-${state}`}
                >
                  {t(`lessons:tabs.${state}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Box>
        </Tabs>
        <Box {...tabPanel.panelProps}>{renderContent()}</Box>
      </Card>
      {lessons.data && (
        <ListPagination
          meta={lessons.data.meta}
          onChange={params.changePage}
          testId="lessons-pagination"
        />
      )}
    </Stack>
  );
}

function LessonsPanel({ workspaceId }: { workspaceId: number }) {
  const { t } = useTranslation('lessons');
  const params = useListParams();
  const { view, changeView } = useLessonView(params);
  const player = usePlayLesson(workspaceId);
  const onPlay = (lessonId: number) => void player.play(lessonId);
  return (
    <Stack gap="md" data-testid="lessons-panel" data-view={view}>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={view}
          onChange={(next) => changeView(LESSON_VIEWS.find((v) => v === next) ?? view)}
          data={LESSON_VIEWS.map((value) => ({ value, label: t(`lessons:views.${value}`) }))}
          aria-label={t('lessons:views.label')}
          data-testid="lessons-view"
        />
        <StudentFilter
          workspaceId={workspaceId}
          clientId={params.clientId}
          onChange={params.changeStudent}
        />
      </Group>
      {view === 'status' ? (
        <LessonsByState workspaceId={workspaceId} params={params} player={player} />
      ) : (
        <LessonWeekPanel
          workspaceId={workspaceId}
          layout={view}
          weekStart={params.weekStart}
          onWeekChange={params.changeWeek}
          clientId={params.clientId}
          onPlay={onPlay}
          playingId={player.pendingId}
        />
      )}
    </Stack>
  );
}

/**
 * Spec 2 `/lessons-list`: the lessons of the teacher's students, in a week (grid or agenda)
 * with those still without a time apart, or by state: upcoming, finished or missed.
 */
export function LessonsListPage() {
  const { t } = useTranslation('lessons');
  const { workspaceId } = useSession();
  if (workspaceId === null) return <NoAccessView />;
  return (
    <Stack gap="lg" maw={1200} data-testid="lessons-page">
      <PageHeader title={t('lessons:list.title')} description={t('lessons:list.subtitle')} />
      <LessonsPanel key={workspaceId} workspaceId={workspaceId} />
    </Stack>
  );
}
