import {
  Alert,
  Card,
  Flex,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { ClientSession } from '@slovo/contracts';
import {
  IconCalendarEvent,
  IconClock,
  IconHeartHandshake,
  IconHourglass,
  IconPlant2,
  IconPresentation,
  IconSparkles,
  IconStar,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  FamilyPageFrame,
  type FamilyPageLook,
  FamilyPageState,
} from '../../../components/family-page.tsx';
import { formatLongDate } from '../../../lib/dates.ts';
import { useParentLanguage } from '../../../lib/use-parent-language.ts';
import { useClientSession } from '../api/get-client-session.ts';

const LOOK: FamilyPageLook = {
  tone: 'warm',
  width: 640,
  loaderColor: 'orange',
  missingColor: 'orange',
  errorColor: 'gray',
};

function InfoLine({
  icon,
  children,
  testId,
}: {
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid={testId}>
      <ThemeIcon variant="light" color="orange" size={32} radius="xl" style={{ flexShrink: 0 }}>
        {icon}
      </ThemeIcon>
      <Text pt={4} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function LessonHeader({ session }: { session: ClientSession }) {
  const { t } = useTranslation('lesson-stats');
  const isFinished = session.finished_at !== null;
  const date = session.finished_at ?? session.scheduled_at;
  return (
    <Card padding="lg" radius="lg" shadow="sm">
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="var(--mantine-color-orange-light-color)" fw={700} tt="uppercase">
            {isFinished
              ? t('lesson-stats:session.eyebrow')
              : t('lesson-stats:session.eyebrowUpcoming')}
          </Text>
          <Title
            order={1}
            fz={{ base: 30, sm: 36 }}
            data-testid="client-session-child"
            style={{ overflowWrap: 'anywhere' }}
          >
            {session.child_name}
          </Title>
          <Text size="lg" fw={500} data-testid="client-session-lesson">
            {t('lesson-stats:session.lessonOfPlan', {
              number: session.number,
              plan: session.plan_number,
            })}
          </Text>
          {session.title && (
            <Text
              size="lg"
              c="dimmed"
              data-testid="client-session-title"
              style={{ overflowWrap: 'anywhere' }}
            >
              {session.title}
            </Text>
          )}
        </Stack>
        <Stack gap="sm">
          <InfoLine icon={<IconCalendarEvent size={18} />} testId="client-session-date">
            {date ? formatLongDate(date, !isFinished) : t('lesson-stats:session.noDate')}
          </InfoLine>
          {session.teacher_name && (
            <InfoLine icon={<IconUser size={18} />} testId="client-session-teacher">
              {t('lesson-stats:session.therapist', { name: session.teacher_name })}
            </InfoLine>
          )}
          {isFinished && session.minutes > 0 && (
            <InfoLine icon={<IconClock size={18} />} testId="client-session-duration">
              {t('lesson-stats:session.duration', { count: session.minutes })}
            </InfoLine>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function Practised({ session }: { session: ClientSession }) {
  const { t } = useTranslation('lesson-stats');
  if (session.presentations.length === 0) return null;
  const isFinished = session.finished_at !== null;
  return (
    <Card padding="lg" radius="lg" shadow="sm" data-testid="client-session-presentations">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {isFinished ? t('lesson-stats:session.practised') : t('lesson-stats:session.planned')}
        </Title>
        <List
          spacing="sm"
          center
          icon={
            <ThemeIcon variant="light" color="teal" size={28} radius="xl">
              <IconPresentation size={16} />
            </ThemeIcon>
          }
        >
          {session.presentations.map((title, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the order is fixed
            <List.Item key={index}>
              <Text style={{ overflowWrap: 'anywhere' }}>{title}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}

type ResultTileProps = {
  icon: ReactNode;
  color: string;
  label: string;
  count: number;
  testId: string;
};

function ResultTile({ icon, color, label, count, testId }: ResultTileProps) {
  const { t } = useTranslation('lesson-stats');
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      {/* A row on phones; side by side on wider screens, so each stands upright. */}
      <Flex
        gap="sm"
        direction={{ base: 'row', xs: 'column' }}
        align="center"
        ta={{ base: 'left', xs: 'center' }}
      >
        <ThemeIcon variant="light" color={color} size={44} radius="xl" style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={700} fz="lg" lh={1.2}>
            {t('lesson-stats:session.times', { count })}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </div>
      </Flex>
    </Card>
  );
}

function HowItWent({ session }: { session: ClientSession }) {
  const { t } = useTranslation('lesson-stats');
  const total = session.correct + session.prompted + session.incorrect;
  if (session.finished_at === null || total === 0) return null;
  return (
    <Card padding="lg" radius="lg" shadow="sm" data-testid="client-session-results">
      <Stack gap="md">
        <Title order={2} fz="xl">
          {t('lesson-stats:session.howItWent', { name: session.child_name })}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <ResultTile
            icon={<IconStar size={24} />}
            color="teal"
            label={t('lesson-stats:session.correct')}
            count={session.correct}
            testId="client-session-correct"
          />
          <ResultTile
            icon={<IconHeartHandshake size={24} />}
            color="yellow"
            label={t('lesson-stats:session.prompted')}
            count={session.prompted}
            testId="client-session-prompted"
          />
          <ResultTile
            icon={<IconPlant2 size={24} />}
            color="blue"
            label={t('lesson-stats:session.notYet')}
            count={session.incorrect}
            testId="client-session-not-yet"
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('lesson-stats:session.encouragement')}
        </Text>
      </Stack>
    </Card>
  );
}

function ClientSessionView({ session }: { session: ClientSession }) {
  const { t } = useTranslation('lesson-stats');
  const isFinished = session.finished_at !== null;
  return (
    <FamilyPageFrame look={LOOK} testId="client-session-page">
      <Stack gap="md" pt={{ base: 'xs', sm: 'lg' }}>
        <LessonHeader session={session} />
        {!isFinished && (
          <Alert
            color="blue"
            variant="light"
            radius="lg"
            icon={<IconHourglass size={20} />}
            title={t('lesson-stats:session.upcomingTitle')}
            data-testid="client-session-upcoming"
          >
            {t('lesson-stats:session.upcomingDescription')}
          </Alert>
        )}
        <Practised session={session} />
        <HowItWent session={session} />
        {isFinished && (
          <Group gap="xs" justify="center" c="dimmed" py="sm">
            <IconSparkles size={18} />
            <Text size="sm" ta="center">
              {t('lesson-stats:session.thanks')}
            </Text>
          </Group>
        )}
      </Stack>
    </FamilyPageFrame>
  );
}

function ClientSessionContent({ token }: { token: string }) {
  const { t } = useTranslation('lesson-stats');
  const session = useClientSession(token);
  const isLanguageReady = useParentLanguage(session.data?.language);

  if (session.isError || session.isPending || !isLanguageReady) {
    return (
      <FamilyPageState
        look={LOOK}
        error={session.error}
        onRetry={() => void session.refetch()}
        testIdPrefix="client-session"
        missingTitle={t('lesson-stats:session.missingTitle')}
        missingDescription={t('lesson-stats:session.missingDescription')}
        errorTitle={t('lesson-stats:session.errorTitle')}
      />
    );
  }
  return <ClientSessionView session={session.data} />;
}

/** Public (spec 2): what a family sees of one lesson through its link, in their language. */
export function ClientSessionPage() {
  // Subscribes to language changes, so the page follows the switcher.
  useTranslation('lesson-stats');
  const { encryptedId = '' } = useParams();
  return <ClientSessionContent key={encryptedId} token={encryptedId} />;
}
