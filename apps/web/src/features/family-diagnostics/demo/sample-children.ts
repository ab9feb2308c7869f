import type { FamilyProgress, LessonResult } from '@slovo/contracts';

/**
 * The parent dashboard demo's fictional children (decision 044): built here, never from a real
 * student. Texts are translation keys of `family-diagnostics:demo.sample`, so the demo speaks the
 * visitor's language; dates are counted from today, so the next lessons are always ahead.
 */
export type SampleChild = {
  nameKey: string;
  age: number;
  timeZone: string;
  therapistKey: string;
  nextLessons: { titleKey: string; startsAt: string }[];
  plan: { titleKey: string; noteKey: string; done: number; total: number }[];
  lessons: LessonResult[];
  progress: FamilyProgress['templates'][number];
};

const DAY_MS = 86_400_000;

/** A time `days` from today at an hour in UTC (whole hours stay whole in every demo zone). */
function dayAt(today: number, days: number, hourUtc: number) {
  const midnight = Math.floor(today / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS + hourUtc * 3_600_000).toISOString();
}

function results(today: number, marks: [number, number, number][], titleKeys: string[]) {
  return marks.map(([correct, prompted, incorrect], i) => ({
    number: i + 1,
    title: titleKeys[i] ?? '',
    finished_at: dayAt(today, (i - marks.length) * 7, 14),
    correct,
    prompted,
    incorrect,
  }));
}

function progress(today: number, values: number[]): SampleChild['progress'] {
  const dates = values.map((_, i) => dayAt(today, (i - values.length) * 30, 10).slice(0, 10));
  return {
    title: 'demo.sample.examination',
    dates,
    series: [
      {
        kind: 'scale',
        title: 'demo.sample.series',
        block_title: 'demo.sample.series',
        score_type: 'positive',
        min: 0,
        max: 10,
        zones: [
          { name: 'demo.sample.zones.low', color: 'red', from: 0, to: 4 },
          { name: 'demo.sample.zones.mid', color: 'yellow', from: 4, to: 7 },
          { name: 'demo.sample.zones.high', color: 'teal', from: 7, to: 10 },
        ],
        points: dates.map((date, i) => ({ date, value: values[i] ?? null })),
      },
    ],
  };
}

const LESSON_TITLES = [
  'demo.sample.lessons.breathing',
  'demo.sample.lessons.syllables',
  'demo.sample.lessons.rhymes',
  'demo.sample.lessons.hunt',
];

const SAMPLES: Record<string, (today: number) => SampleChild> = {
  '1': (today) => ({
    nameKey: 'demo.sample.names.marko',
    age: 6,
    timeZone: 'Asia/Jerusalem',
    therapistKey: 'demo.sample.therapists.olena',
    nextLessons: [
      { titleKey: 'demo.sample.lessons.words', startsAt: dayAt(today, 2, 14) },
      { titleKey: 'demo.sample.lessons.story', startsAt: dayAt(today, 5, 14) },
    ],
    plan: [
      {
        titleKey: 'demo.sample.blocks.warmUp',
        noteKey: 'demo.sample.notes.warmUp',
        done: 4,
        total: 5,
      },
      {
        titleKey: 'demo.sample.blocks.sounds',
        noteKey: 'demo.sample.notes.sounds',
        done: 2,
        total: 5,
      },
      {
        titleKey: 'demo.sample.blocks.listening',
        noteKey: 'demo.sample.notes.listening',
        done: 1,
        total: 4,
      },
    ],
    lessons: results(
      today,
      [
        [5, 4, 3],
        [7, 3, 2],
        [8, 3, 1],
        [10, 2, 0],
      ],
      LESSON_TITLES,
    ),
    progress: progress(today, [3, 5, 7]),
  }),
  '2': (today) => ({
    nameKey: 'demo.sample.names.sofia',
    age: 4,
    timeZone: 'Europe/London',
    therapistKey: 'demo.sample.therapists.iryna',
    nextLessons: [{ titleKey: 'demo.sample.lessons.breathing', startsAt: dayAt(today, 1, 9) }],
    plan: [
      {
        titleKey: 'demo.sample.blocks.breathing',
        noteKey: 'demo.sample.notes.breathing',
        done: 3,
        total: 4,
      },
      {
        titleKey: 'demo.sample.blocks.warmUp',
        noteKey: 'demo.sample.notes.warmUp',
        done: 1,
        total: 5,
      },
    ],
    lessons: results(
      today,
      [
        [3, 4, 4],
        [5, 4, 2],
      ],
      LESSON_TITLES,
    ),
    progress: progress(today, [2, 4]),
  }),
};

/** The ids the demo knows (`/parent-dashboard-demo/1`, `/2`). */
export const SAMPLE_CHILD_IDS = Object.keys(SAMPLES);

/** A sample child by the route's id; null for any other id (the page's not-found state). */
export function getSampleChild(childId: string, today = Date.now()): SampleChild | null {
  const build = Object.hasOwn(SAMPLES, childId) ? SAMPLES[childId] : undefined;
  return build ? build(today) : null;
}
