import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  BOOKING_AGE_MAX,
  BOOKING_FOR_WHOM,
  type BookingCourse,
  type BookingHold,
  type BookingPage,
  getOfferedCourses,
  isTimeZone,
  LANGUAGES,
  type Language,
} from '@slovo/contracts';
import { IconAlertCircle, IconFlask } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PublicPageFrame } from '../../../components/public-page-frame.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { getUiLanguage } from '../../../lib/i18n.ts';
import { getBrowserTimeZone } from '../../../lib/intl-locale.ts';
import { getCommonTimeZones } from '../../../lib/time-zone-options.ts';
import { getCanonicalTimeZone, isSameTimeZone } from '../../../lib/time-zones.ts';
import { useBookingPage, useConfirmBooking, useHoldSlot } from '../api/booking-api.ts';
import { formatIn, WeekView } from '../components/week-view.tsx';

/** Spec 9: time-zone cities at hand. */
const QUICK_ZONES = [
  { zone: 'Europe/London', key: 'london' },
  { zone: 'America/Los_Angeles', key: 'losAngeles' },
  { zone: 'Asia/Jerusalem', key: 'telAviv' },
] as const;

/**
 * A choice among a few values as a row of buttons: this page stays light, without the heavier
 * segmented control (decision 027 budgets public first screens).
 */
function ChoiceButtons<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Box role="group" aria-label={label}>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap={6}>
        {options.map((option) => (
          // Equal shares of the row while every label fits its share; otherwise (Russian
          // "Индивидуальные занятия" on a phone) one choice per row, never a cut label.
          <Button
            key={option.value}
            variant={option.value === value ? 'filled' : 'default'}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
            style={{ flex: '1 1 0', minWidth: 'max-content' }}
          >
            {option.label}
          </Button>
        ))}
      </Group>
    </Box>
  );
}

/** A region's zone ("Europe/Kyiv"), as the slots are shown in: not a bare offset or "UTC". */
const isKnownZone = (text: string) => isTimeZone(text.trim()) && text.includes('/');

/**
 * A searchable time zone: the browser's own list of every zone (a datalist) under a text field,
 * the spec's cities as buttons beside it.
 */
function ZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const { t } = useTranslation('booking');
  const zones = useMemo(() => {
    const common = getCommonTimeZones('').map((option) => option.value);
    let all: string[] = [];
    try {
      // Some engines list zones by old names ("Europe/Kiev"): one entry per zone, its current name.
      all = Intl.supportedValuesOf('timeZone').map(getCanonicalTimeZone);
    } catch {
      all = [];
    }
    return [...new Set([...common, ...all])];
  }, []);
  const isKnown = isKnownZone(value);
  return (
    <Stack gap={6}>
      <TextInput
        label={t('booking:wizard.timeZone')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={isKnown ? null : t('booking:zone.nothingFound')}
        list="booking-time-zones"
        autoComplete="off"
        data-testid="wizard-time-zone"
      />
      <datalist id="booking-time-zones">
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <Group gap={6}>
        {QUICK_ZONES.map(({ zone, key }) => (
          <Button
            key={zone}
            size="compact-xs"
            variant={isKnown && isSameTimeZone(value.trim(), zone) ? 'filled' : 'light'}
            onClick={() => onChange(zone)}
            data-testid={`wizard-zone-${key}`}
          >
            {t(`booking:wizard.cities.${key}`)}
          </Button>
        ))}
      </Group>
      {isKnown && <CurrentTime zone={value.trim()} />}
    </Stack>
  );
}

type Family = {
  name: string;
  phone: string;
  for_whom: (typeof BOOKING_FOR_WHOM)[number];
  age: number | '';
  language: Language;
  country: string;
  time_zone: string;
  course: BookingCourse;
};

function useNow(intervalMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function CurrentTime({ zone }: { zone: string }) {
  const { t } = useTranslation('booking');
  const now = useNow(15_000);
  return (
    <Text size="sm" c="dimmed" data-testid="wizard-current-time">
      {t('booking:wizard.currentTime', {
        time: formatIn(now, zone, { weekday: 'long', hour: '2-digit', minute: '2-digit' }),
      })}
    </Text>
  );
}

function FamilyForm({ initial, onNext }: { initial: Family; onNext: (family: Family) => void }) {
  const { t } = useTranslation('booking');
  const [family, setFamily] = useState(initial);
  const [isTried, setIsTried] = useState(false);
  const set = <K extends keyof Family>(key: K, value: Family[K]) =>
    setFamily((current) => ({ ...current, [key]: value }));
  const age = family.age === '' ? null : family.age;
  const courses = age === null ? [] : getOfferedCourses(age);
  const isTooYoung = age !== null && courses.length === 0;
  const errors = {
    name: family.name.trim().length < 2 ? t('booking:wizard.required') : null,
    phone: /^\+?[0-9 ()-]{7,20}$/.test(family.phone.trim())
      ? null
      : t('booking:wizard.phoneInvalid'),
    age:
      age === null
        ? t('booking:wizard.required')
        : age > BOOKING_AGE_MAX
          ? t('booking:wizard.ageTooHigh', { max: BOOKING_AGE_MAX })
          : null,
    country: family.country.trim().length < 2 ? t('booking:wizard.required') : null,
    time_zone: isKnownZone(family.time_zone) ? null : t('booking:zone.nothingFound'),
  };
  const isValid = Object.values(errors).every((e) => e === null) && !isTooYoung;
  const show = (error: string | null) => (isTried ? error : null);

  return (
    <Stack gap="md" data-testid="wizard-family">
      <TextInput
        label={t('booking:wizard.name')}
        value={family.name}
        onChange={(e) => set('name', e.currentTarget.value)}
        error={show(errors.name)}
        autoComplete="name"
        data-testid="wizard-name"
      />
      <TextInput
        label={t('booking:wizard.phone')}
        type="tel"
        value={family.phone}
        onChange={(e) => set('phone', e.currentTarget.value)}
        error={show(errors.phone)}
        autoComplete="tel"
        data-testid="wizard-phone"
      />
      <ChoiceButtons
        label={t('booking:wizard.forWhom')}
        value={family.for_whom}
        onChange={(value) => set('for_whom', value)}
        options={BOOKING_FOR_WHOM.map((value) => ({
          value,
          label: t(`booking:wizard.forWhomOptions.${value}`),
        }))}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('booking:wizard.age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={BOOKING_AGE_MAX}
          value={family.age}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            set('age', raw === '' ? '' : Math.max(0, Math.trunc(Number(raw))));
          }}
          error={show(errors.age)}
          data-testid="wizard-age"
        />
        <NativeSelect
          label={t('booking:wizard.language')}
          value={family.language}
          onChange={(e) => set('language', e.currentTarget.value as Language)}
          data={LANGUAGES.map((value) => ({ value, label: t(`booking:languages.${value}`) }))}
          data-testid="wizard-language"
        />
      </Group>
      {isTooYoung && (
        <Alert color="orange" icon={<IconAlertCircle size={20} />} data-testid="wizard-too-young">
          {t('booking:wizard.tooYoung')}
        </Alert>
      )}
      {courses.length > 1 && (
        <ChoiceButtons
          label={t('booking:wizard.course')}
          value={family.course}
          onChange={(value) => set('course', value)}
          options={courses.map((value) => ({
            value,
            label: t(`booking:wizard.courses.${value}`),
          }))}
        />
      )}
      <TextInput
        label={t('booking:wizard.country')}
        value={family.country}
        onChange={(e) => set('country', e.currentTarget.value)}
        error={show(errors.country)}
        autoComplete="country-name"
        data-testid="wizard-country"
      />
      <ZoneField value={family.time_zone} onChange={(zone) => set('time_zone', zone)} />
      <Button
        size="md"
        onClick={() => {
          setIsTried(true);
          if (isValid) {
            const course = courses.includes(family.course) ? family.course : 'individual';
            onNext({ ...family, time_zone: family.time_zone.trim(), course });
          }
        }}
        data-testid="wizard-next"
      >
        {t('booking:wizard.next')}
      </Button>
    </Stack>
  );
}

function Countdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t } = useTranslation('booking');
  const now = useNow(1000);
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left, onExpired]);
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Badge
      size="lg"
      color={left < 60 ? 'red' : 'indigo'}
      variant="light"
      data-testid="wizard-countdown"
    >
      {t('booking:wizard.heldFor', { time: text })}
    </Badge>
  );
}

function RefusalAlert({
  error,
  contact,
}: {
  error: { message: string; code: string | null };
  contact: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Alert color="orange" icon={<IconAlertCircle size={20} />} data-testid="wizard-refusal">
      <Text size="sm">{error.message}</Text>
      {error.code === 'BOOKING_DATE_TAKEN' && contact && (
        <Text size="sm" fw={600} mt={4}>
          {t('booking:wizard.contact', { contact })}
        </Text>
      )}
    </Alert>
  );
}

/** A lesson's start as the family reads it: "Monday, 30 November, 12:00" in their zone. */
const formatHeldTime = (startsAt: string, zone: string) =>
  formatIn(startsAt, zone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });

/** A family's referral link is this page with `?ref=<code>`; anything else is ignored. */
function useReferralCode(): string | null {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('ref');
  return code && /^[A-Za-z0-9_-]{1,40}$/.test(code) ? code : null;
}

function Wizard({ page }: { page: BookingPage }) {
  const { t } = useTranslation('booking');
  const referralCode = useReferralCode();
  /** The family's answers, kept when they go back to change them. */
  const [family, setFamily] = useState<Family | null>(null);
  const [isEditingFamily, setIsEditingFamily] = useState(true);
  const [hold, setHold] = useState<BookingHold | null>(null);
  /** Choosing another time keeps the hold until the new one replaces it. */
  const [isChoosingAgain, setIsChoosingAgain] = useState(false);
  const [isExpired, setIsExpired] = useState(false);
  const [childName, setChildName] = useState('');
  const [email, setEmail] = useState('');
  const [interestIds, setInterestIds] = useState<string[]>([]);
  const [booked, setBooked] = useState<{ starts_at: string } | null>(null);
  const holdSlot = useHoldSlot();
  const confirm = useConfirmBooking();
  const refusal = [holdSlot.error, confirm.error].find(isApiError) ?? null;
  const initial: Family = {
    name: '',
    phone: '',
    for_whom: 'child',
    age: '',
    language: getUiLanguage(),
    country: '',
    time_zone: getBrowserTimeZone(),
    course: 'individual',
  };

  if (booked && family) {
    return (
      <Stack gap="sm" data-testid="wizard-booked">
        <Title order={2} fz="xl">
          {t('booking:wizard.bookedTitle')}
        </Title>
        <Text data-testid="wizard-booked-time">
          {formatHeldTime(booked.starts_at, family.time_zone)}
        </Text>
        <Text c="dimmed">{t('booking:wizard.bookedHint')}</Text>
      </Stack>
    );
  }

  if (!family || isEditingFamily) {
    return (
      <FamilyForm
        initial={family ?? initial}
        onNext={(answers) => {
          setFamily(answers);
          setIsEditingFamily(false);
        }}
      />
    );
  }

  const pick = (startsAt: string) => {
    const age = family.age === '' ? 0 : family.age;
    holdSlot.mutate(
      {
        name: family.name.trim(),
        phone: family.phone.trim(),
        for_whom: family.for_whom,
        age,
        language: family.language,
        country: family.country.trim(),
        time_zone: family.time_zone,
        course: family.course,
        starts_at: startsAt,
        ...(referralCode ? { referral_code: referralCode } : {}),
        ...(hold ? { replaces: hold.hold_token } : {}),
      },
      {
        onSuccess: (data) => {
          setHold(data);
          setIsChoosingAgain(false);
          setIsExpired(false);
          confirm.reset();
        },
      },
    );
  };

  if (!hold || isExpired || isChoosingAgain) {
    return (
      <Stack gap="md">
        <Button variant="subtle" onClick={() => setIsEditingFamily(true)} w="fit-content" px={0}>
          {t('booking:wizard.back')}
        </Button>
        {hold && isChoosingAgain && !isExpired && (
          <Button
            variant="light"
            onClick={() => setIsChoosingAgain(false)}
            w="fit-content"
            data-testid="wizard-keep-time"
          >
            {t('booking:wizard.keepTime', {
              time: formatHeldTime(hold.starts_at, family.time_zone),
            })}
          </Button>
        )}
        {isExpired && <Alert color="orange">{t('booking:wizard.expired')}</Alert>}
        {refusal && <RefusalAlert error={refusal} contact={page.contact} />}
        <WeekView
          zone={family.time_zone}
          horizonDays={page.horizon_days}
          onPick={pick}
          isHolding={holdSlot.isPending}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="wizard-interests">
      <Group justify="space-between">
        <Text fw={600} data-testid="wizard-held-time">
          {formatHeldTime(hold.starts_at, family.time_zone)}
        </Text>
        <Countdown expiresAt={hold.expires_at} onExpired={() => setIsExpired(true)} />
      </Group>
      <TextInput
        label={t('booking:wizard.childName')}
        value={childName}
        onChange={(e) => setChildName(e.currentTarget.value)}
        data-testid="wizard-child-name"
      />
      <TextInput
        label={t('booking:wizard.email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        autoComplete="email"
        data-testid="wizard-email"
      />
      {page.interests.length > 0 && (
        <Box>
          <Text size="sm" fw={500} mb={6}>
            {t('booking:wizard.interests')}
          </Text>
          <Group gap={6}>
            {page.interests.map((interest) => {
              const id = String(interest.id);
              const isChosen = interestIds.includes(id);
              return (
                <Button
                  key={interest.id}
                  size="compact-sm"
                  radius="xl"
                  variant={isChosen ? 'filled' : 'default'}
                  aria-pressed={isChosen}
                  onClick={() =>
                    setInterestIds((ids) => (isChosen ? ids.filter((x) => x !== id) : [...ids, id]))
                  }
                >
                  {interest.name}
                </Button>
              );
            })}
          </Group>
        </Box>
      )}
      {refusal && <RefusalAlert error={refusal} contact={page.contact} />}
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => setIsChoosingAgain(true)} px={0}>
          {t('booking:wizard.otherTime')}
        </Button>
        <Button
          size="md"
          loading={confirm.isPending}
          disabled={childName.trim().length < 2 || !email.includes('@')}
          onClick={() =>
            confirm.mutate(
              {
                hold_token: hold.hold_token,
                child_name: childName.trim(),
                email: email.trim(),
                interest_ids: interestIds.map(Number),
              },
              { onSuccess: (data) => setBooked(data) },
            )
          }
          data-testid="wizard-confirm"
        >
          {t('booking:wizard.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The public booking wizard (spec 2). On any host but the production one it is the test booking
 * page: it says so, and its bookings go to a sandbox calendar.
 */
export function AppointmentPage() {
  const { t } = useTranslation('booking');
  const page = useBookingPage();
  return (
    <PublicPageFrame testId="appointment-page" tone="warm">
      <Box px="md" py={{ base: 'md', sm: 48 }}>
        <Paper withBorder shadow="md" p={{ base: 'md', sm: 32 }} maw={880} mx="auto">
          <Stack gap="md">
            <div>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {t('booking:wizard.title')}
              </Title>
              <Text c="dimmed">{t('booking:wizard.subtitle')}</Text>
            </div>
            {page.data?.is_sandbox && (
              <Alert color="grape" icon={<IconFlask size={20} />} data-testid="wizard-sandbox">
                {t('booking:wizard.sandbox')}
              </Alert>
            )}
            {page.isPending && <Skeleton h={320} />}
            {page.isError && <Alert color="red">{page.error.message}</Alert>}
            {page.data && !page.data.is_open && (
              <Alert color="orange" data-testid="wizard-closed">
                {t('booking:wizard.closed')}
              </Alert>
            )}
            {page.data?.is_open && <Wizard page={page.data} />}
          </Stack>
        </Paper>
      </Box>
    </PublicPageFrame>
  );
}
