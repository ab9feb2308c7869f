import { addDays, getLocalDate, getWeekStart, zonedTimeToUtc } from '@slovo/contracts';
import type { FastifyInstance } from 'fastify';
import { actAsDemoUser, findDemoSchool } from './demo-context.ts';

const weekdays = (days: number[], from: string, to: string) =>
  days.map((weekday) => ({ weekday, from, to }));

/**
 * Trial-lesson booking in the demo school (decision 037): the manager's rules, the teacher's
 * hours in London and the diagnostician's in Kyiv, and two families booked next week from
 * Tel Aviv and Los Angeles, made through the public wizard's calls.
 */
export async function seedDemoBooking(app: FastifyInstance): Promise<void> {
  const school = await findDemoSchool(app);
  if (!school) return;
  const booking = app.services.booking;
  await booking.saveSettings({
    workspace_id: school.id,
    is_open: true,
    lesson_minutes: 45,
    buffer_before_minutes: 0,
    buffer_after_minutes: 15,
    horizon_days: 28,
    min_notice_hours: 12,
    cancel_cutoff_hours: 24,
    contact: '+44 20 7946 0000, hello@slovo.local',
  });
  const nextMonday = addDays(getWeekStart(getLocalDate(Date.now(), 'Europe/London')), 7);
  const teacher = await actAsDemoUser(app, 'teacher@example.com');
  await booking.saveAvailability(teacher, {
    workspace_id: school.id,
    time_zone: 'Europe/London',
    weekly: [...weekdays([1, 2, 3, 4, 5], '09:00', '13:00'), ...weekdays([1, 3], '15:00', '18:00')],
    exceptions: [{ date: addDays(nextMonday, 4), intervals: [] }],
  });
  const diagnostician = await actAsDemoUser(app, 'diagnostician@example.com');
  await booking.saveAvailability(diagnostician, {
    workspace_id: school.id,
    time_zone: 'Europe/Kyiv',
    weekly: weekdays([1, 2, 3, 4, 5, 6], '10:00', '14:00'),
    exceptions: [],
  });

  const page = await booking.getPage(false);
  const dinosaurs = page.interests.find((i) => i.name === 'Dinosaurs');
  const families = [
    {
      at: zonedTimeToUtc(addDays(nextMonday, 1), 9 * 60, 'Europe/London'),
      hold: {
        name: 'Олена Коваль',
        phone: '+972 50 555 0101',
        for_whom: 'child' as const,
        age: 5,
        language: 'uk' as const,
        country: 'Israel',
        time_zone: 'Asia/Jerusalem',
        course: 'individual' as const,
      },
      confirm: { child_name: 'Софія Коваль', email: 'olena.koval@example.com' },
    },
    {
      at: zonedTimeToUtc(addDays(nextMonday, 2), 17 * 60, 'Europe/London'),
      hold: {
        name: 'Anna Smith',
        phone: '+1 213 555 0199',
        for_whom: 'child' as const,
        age: 7,
        language: 'en' as const,
        country: 'United States',
        time_zone: 'America/Los_Angeles',
        course: 'communication' as const,
      },
      confirm: { child_name: 'Leo Smith', email: 'anna.smith@example.com' },
    },
  ];
  for (const family of families) {
    const held = await booking.hold(
      false,
      {
        ...family.hold,
        starts_at: new Date(family.at).toISOString(),
      },
      'seed',
    );
    await booking.confirm(false, {
      hold_token: held.hold_token,
      ...family.confirm,
      interest_ids: dinosaurs ? [dinosaurs.id] : [],
    });
  }
}
