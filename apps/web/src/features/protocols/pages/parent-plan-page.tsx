import {
  Accordion,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { buildPath, isTimeZone, type ParentPlan } from '@slovo/contracts';
import {
  IconCalendarEvent,
  IconCircleCheck,
  IconCircleDashed,
  IconFolder,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  FamilyPageFrame,
  type FamilyPageLook,
  FamilyPageState,
} from '../../../components/family-page.tsx';
import { formatDate, formatDateTimeInZone, getBrowserTimeZone } from '../../../lib/dates.ts';
import { getCanonicalTimeZone, isSameClock, loadTimeZoneData } from '../../../lib/time-zones.ts';
import { useParentLanguage } from '../../../lib/use-parent-language.ts';
import { useParentPlan } from '../api/get-parent-plan.ts';
import classes from './parent-plan-page.module.css';

type ParentPlanEntry = ParentPlan['plans'][number];

/** What the app adds below the plans through the same link (the offer, the referral card). */
type FamilyCards = ComponentType<{ token: string }>;

const LOOK: FamilyPageLook = {
  tone: 'cool',
  width: 760,
  missingColor: 'gray',
  errorColor: 'orange',
};

function ParentStatus({ plan }: { plan: ParentPlanEntry }) {
  const { t } = useTranslation('protocols');
  if (plan.status === 'filled') {
    return (
      <Badge color="teal" variant="light" tt="none" data-testid="parent-plan-status">
        {plan.filled_at
          ? t('protocols:parent.readySince', { date: formatDate(plan.filled_at) })
          : t('protocols:parent.ready')}
      </Badge>
    );
  }
  // Pending or past its deadline: to a family both mean the therapist is still on it.
  return (
    <Badge color="yellow" variant="light" tt="none" data-testid="parent-plan-status">
      {t('protocols:parent.inPreparation')}
    </Badge>
  );
}

function PlanBlocks({ plan }: { plan: ParentPlanEntry }) {
  const { t } = useTranslation('protocols');
  if (plan.status !== 'filled') {
    return (
      <Text size="sm" c="dimmed">
        {t('protocols:parent.notReady')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {plan.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no id here and never reorder
        <Stack key={index} gap={6} data-testid="parent-plan-block">
          <Text fw={700}>{block.title}</Text>
          {block.parent_description && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {block.parent_description}
            </Text>
          )}
          {block.folders.length > 0 && (
            <List
              spacing={6}
              size="sm"
              icon={
                <ThemeIcon size={20} variant="light" color="yellow" radius="xl">
                  <IconFolder size={12} />
                </ThemeIcon>
              }
            >
              {block.folders.map((folder) => (
                <List.Item key={folder.name}>
                  <Text size="sm" fw={600} component="span">
                    {folder.name}
                  </Text>
                  {folder.parent_description && (
                    <Text size="sm" c="dimmed">
                      {folder.parent_description}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * Where the family lives by the student's card, by its current name; the browser's zone when the
 * card's is unusable.
 */
function resolveFamilyTimeZone(timeZone: string): string {
  return isTimeZone(timeZone) ? getCanonicalTimeZone(timeZone) : getBrowserTimeZone();
}

/**
 * A lesson's time on the family's clock; a reader whose clock shows another time then
 * (travelling, a relative abroad) also sees it on their own. The clocks are compared, not the
 * zones' names: the same zone may come spelt two ways, and a neighbour on the same offset shows
 * the same time.
 */
function LessonTime({ iso, timeZone, t }: { iso: string; timeZone: string; t: TFunction }) {
  const browserTimeZone = getBrowserTimeZone();
  return (
    <div>
      <p className={classes.lessonMeta} data-testid="parent-plan-lesson-time">
        {formatDateTimeInZone(iso, timeZone)}
      </p>
      {!isSameClock(iso, timeZone, browserTimeZone) && (
        <p className={classes.lessonMeta} data-testid="parent-plan-lesson-local-time">
          {t('lessons:family.yourTime', {
            time: formatDateTimeInZone(iso, browserTimeZone),
            zone: browserTimeZone,
          })}
        </p>
      )}
    </div>
  );
}

function PlanLessonList({ plan, timeZone }: { plan: ParentPlanEntry; timeZone: string }) {
  const { t } = useTranslation(['protocols', 'lessons']);
  // Ten bare "Lesson N" lines say nothing to a family while the plan is still being prepared.
  const isAnyStarted = plan.lessons.some(
    (lesson) => lesson.scheduled_at !== null || lesson.finished_at !== null,
  );
  if (plan.lessons.length === 0 || (plan.status !== 'filled' && !isAnyStarted)) return null;
  return (
    <Stack gap="xs">
      <Stack gap={0} mt="sm">
        <Text fw={700}>{t('protocols:parent.lessons')}</Text>
        <Text size="xs" c="dimmed" data-testid="parent-plan-time-zone">
          {t('lessons:family.timeZone', { zone: timeZone })}
        </Text>
      </Stack>
      <ul className={classes.lessons}>
        {plan.lessons.map((lesson) => (
          <li
            key={lesson.number}
            className={classes.lesson}
            data-testid="parent-plan-lesson"
            data-finished={lesson.finished_at !== null}
          >
            {lesson.finished_at ? (
              <IconCircleCheck
                className={classes.lessonIcon}
                size={20}
                color="var(--mantine-color-teal-6)"
                aria-label={t('protocols:parent.finished')}
              />
            ) : (
              <IconCircleDashed
                className={classes.lessonIcon}
                size={20}
                color="var(--mantine-color-gray-5)"
                aria-label={t('protocols:parent.notFinished')}
              />
            )}
            <div className={classes.lessonBody}>
              <p className={classes.lessonTitle}>
                {lesson.title || t('protocols:lessons.name', { number: lesson.number })}
              </p>
              {(lesson.finished_at || lesson.scheduled_at) && (
                <div className={classes.lessonWhen}>
                  <IconCalendarEvent className={classes.lessonWhenIcon} size={14} />
                  {lesson.finished_at ? (
                    <p className={classes.lessonMeta}>
                      {t('protocols:parent.finishedOn', {
                        date: formatDateTimeInZone(lesson.finished_at, timeZone),
                      })}
                    </p>
                  ) : (
                    lesson.scheduled_at && (
                      <LessonTime iso={lesson.scheduled_at} timeZone={timeZone} t={t} />
                    )
                  )}
                </div>
              )}
              {lesson.presentations.length > 0 && (
                <p className={classes.lessonMeta}>{lesson.presentations.join(' · ')}</p>
              )}
              {lesson.session_token && (
                <Anchor
                  component={Link}
                  to={buildPath('clientSession', { encryptedId: lesson.session_token })}
                  size="sm"
                  fw={600}
                  data-testid="parent-plan-lesson-session"
                >
                  {t('protocols:parent.sessionLink')}
                </Anchor>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function PlanAccordion({
  plans,
  timeZone,
  isOpen,
}: {
  plans: ParentPlanEntry[];
  timeZone: string;
  isOpen: boolean;
}) {
  const { t } = useTranslation('protocols');
  const sorted = [...plans].sort((a, b) => b.number - a.number);
  // The newest plan, and while it is being prepared also the last one the family can read.
  const [opened, setOpened] = useState(() =>
    isOpen
      ? [
          ...new Set(
            [sorted[0], sorted.find((plan) => plan.status === 'filled')]
              .filter((plan) => plan !== undefined)
              .map((plan) => String(plan.number)),
          ),
        ]
      : [],
  );
  // A closed plan's lessons are drawn when it is first opened, and kept for it to close smoothly:
  // a family's first screen on a phone does not pay for the plans it does not show.
  const [drawn, setDrawn] = useState(() => new Set(opened));
  const open = (next: string[]) => {
    setOpened(next);
    setDrawn((previous) => new Set([...previous, ...next]));
  };
  if (sorted.length === 0) {
    return (
      <Card padding="lg">
        <Text c="dimmed">{t('protocols:parent.noPlans')}</Text>
      </Card>
    );
  }
  return (
    <Accordion multiple value={opened} onChange={open} variant="separated" radius="md">
      {sorted.map((plan) => (
        <Accordion.Item
          key={plan.number}
          value={String(plan.number)}
          bg="white"
          data-testid="parent-plan"
          data-plan-number={plan.number}
        >
          <Accordion.Control>
            <Group gap="sm" justify="space-between" pr="xs">
              <Text fw={700}>{t('protocols:plan.name', { number: plan.number })}</Text>
              <ParentStatus plan={plan} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {drawn.has(String(plan.number)) && (
              <Stack gap="sm">
                <PlanBlocks plan={plan} />
                <PlanLessonList plan={plan} timeZone={timeZone} />
              </Stack>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** The child's other protocols: the family's session plans, all through the one link. */
function OtherProtocols({
  protocols,
  timeZone,
}: {
  protocols: ParentPlan['other_protocols'];
  timeZone: string;
}) {
  const { t } = useTranslation('protocols');
  if (protocols.length === 0) return null;
  return (
    <Stack gap="md" data-testid="parent-other-protocols">
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {t('protocols:parent.otherProtocols')}
      </Title>
      {protocols.map((protocol, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the family's view has no ids; order is fixed
        <Stack key={index} gap="xs" data-testid="parent-other-protocol">
          <Stack gap={0}>
            <Text fw={700} size="lg">
              {protocol.title}
            </Text>
            {protocol.teacher_name && (
              <Text size="sm" c="dimmed">
                {t('protocols:parent.therapist', { name: protocol.teacher_name })}
              </Text>
            )}
          </Stack>
          <PlanAccordion plans={protocol.plans} timeZone={timeZone} isOpen={false} />
        </Stack>
      ))}
    </Stack>
  );
}

function ParentPlanView({
  data,
  token,
  FamilyCards,
}: {
  data: ParentPlan;
  token: string;
  FamilyCards: FamilyCards | undefined;
}) {
  const { t } = useTranslation('protocols');
  const timeZone = resolveFamilyTimeZone(data.time_zone);
  return (
    <FamilyPageFrame look={LOOK} testId="parent-plan-page">
      <Stack gap="lg" pt={{ base: 'xs', sm: 'lg' }}>
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('protocols:parent.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="parent-child-name">
            {data.child_name}
          </Title>
          <Text size="lg">{data.protocol_title}</Text>
          {data.teacher_name && (
            <Text c="dimmed">{t('protocols:parent.therapist', { name: data.teacher_name })}</Text>
          )}
        </Stack>
        <PlanAccordion plans={data.plans} timeZone={timeZone} isOpen />
        <OtherProtocols protocols={data.other_protocols} timeZone={timeZone} />
        {FamilyCards && <FamilyCards token={token} />}
        <Text size="xs" c="dimmed" ta="center">
          {t('protocols:parent.footer')}
        </Text>
      </Stack>
    </FamilyPageFrame>
  );
}

function ParentPlanContent({
  token,
  FamilyCards,
}: {
  token: string;
  FamilyCards: FamilyCards | undefined;
}) {
  const { t } = useTranslation('protocols');
  const plan = useParentPlan(token);
  const isLanguageReady = useParentLanguage(plan.data?.language);
  // The plan shows lesson times in the family's zone: the zone data loads while the plan travels.
  useEffect(loadTimeZoneData, []);

  if (plan.isError || plan.isPending || !isLanguageReady) {
    return (
      <FamilyPageState
        look={LOOK}
        error={plan.error}
        onRetry={() => void plan.refetch()}
        testIdPrefix="parent-plan"
        missingTitle={t('protocols:parent.missingTitle')}
        missingDescription={t('protocols:parent.missingDescription')}
        errorTitle={t('protocols:parent.errorTitle')}
      />
    );
  }
  return <ParentPlanView data={plan.data} token={token} FamilyCards={FamilyCards} />;
}

/** Public (spec 2): what the family sees through the link the therapist shares or e-mails. */
export function ParentPlanPage({ FamilyCards }: { FamilyCards?: FamilyCards }) {
  // Subscribes to language changes, so the page follows the switcher; lesson times use `lessons`.
  useTranslation(['protocols', 'lessons']);
  const { protocolId = '' } = useParams();
  return <ParentPlanContent key={protocolId} token={protocolId} FamilyCards={FamilyCards} />;
}
