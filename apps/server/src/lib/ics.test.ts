import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.ts';

const event = {
  uid: 'booking-7@slovo',
  sequence: 0,
  startsAt: new Date('2026-03-30T08:00:00Z'),
  endsAt: new Date('2026-03-30T08:45:00Z'),
  title: 'Пробне заняття, Slovo',
  description: 'Line one, with; specials\nline two',
  organizer: { name: 'Slovo', email: 'no-reply@slovo.local' },
  status: 'CONFIRMED' as const,
};

describe('calendar invitations', () => {
  it('writes one event in UTC with escaped text and CRLF lines', () => {
    const ics = buildIcs(event, new Date('2026-03-01T00:00:00Z'));
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20260330T080000Z\r\n');
    expect(ics).toContain('DTEND:20260330T084500Z\r\n');
    expect(ics).toContain('DTSTAMP:20260301T000000Z\r\n');
    expect(ics).toContain('DESCRIPTION:Line one\\, with\\; specials\\nline two\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('folds long lines at 75 octets without breaking a character', () => {
    const long = buildIcs({ ...event, title: 'Заняття '.repeat(20) });
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = long.replace(/\r\n /g, '');
    expect(unfolded).toContain(`SUMMARY:${'Заняття '.repeat(20)}`);
  });
});
