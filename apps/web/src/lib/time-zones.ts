/**
 * Time zones compared as clocks, not as spellings. Browsers built on ICU report some zones by
 * their old IANA names (Chromium says "Europe/Kiev" for a browser in Kyiv), so the same zone can
 * arrive spelt two ways: one from a student's card, another from the browser. Intl alone, so
 * public pages can use it without dayjs.
 */
import { getZoneOffsetMinutes, isTimeZone } from '@slovo/contracts';

// Names the IANA database has replaced: ICU (and so Intl) still hands most of them out as
// canonical, and Tel Aviv is the name people type for Jerusalem's zone.
const RENAMED_ZONES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'Africa/Asmera': 'Africa/Asmara',
    'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
    'America/Catamarca': 'America/Argentina/Catamarca',
    'America/Cordoba': 'America/Argentina/Cordoba',
    'America/Godthab': 'America/Nuuk',
    'America/Indianapolis': 'America/Indiana/Indianapolis',
    'America/Jujuy': 'America/Argentina/Jujuy',
    'America/Louisville': 'America/Kentucky/Louisville',
    'America/Mendoza': 'America/Argentina/Mendoza',
    'Asia/Calcutta': 'Asia/Kolkata',
    'Asia/Katmandu': 'Asia/Kathmandu',
    'Asia/Rangoon': 'Asia/Yangon',
    'Asia/Saigon': 'Asia/Ho_Chi_Minh',
    'Asia/Tel_Aviv': 'Asia/Jerusalem',
    'Atlantic/Faeroe': 'Atlantic/Faroe',
    'Europe/Kiev': 'Europe/Kyiv',
    'Europe/Uzhgorod': 'Europe/Kyiv',
    'Europe/Zaporozhye': 'Europe/Kyiv',
    'Pacific/Enderbury': 'Pacific/Kanton',
    'Pacific/Ponape': 'Pacific/Pohnpei',
    'Pacific/Truk': 'Pacific/Chuuk',
  }),
);

/**
 * The zone's current IANA name ("Europe/Kiev" → "Europe/Kyiv"); any other name as given. An
 * engine too old to know the new name keeps the old one, which it can still format with.
 */
export function getCanonicalTimeZone(zone: string): string {
  const current = RENAMED_ZONES.get(zone);
  return current && isTimeZone(current) ? current : zone;
}

/** Whether two names mean one zone ("Europe/Kiev" and "Europe/Kyiv"). */
export function isSameTimeZone(zone: string, otherZone: string): boolean {
  return getCanonicalTimeZone(zone) === getCanonicalTimeZone(otherZone);
}

/**
 * Whether two zones show the same date and time at `instant`: the same zone under another name,
 * or a neighbour on the same offset. Then a reader has nothing to convert.
 */
export function isSameClock(instant: Date | string, zone: string, otherZone: string): boolean {
  if (isSameTimeZone(zone, otherZone)) return true;
  const at = new Date(instant).getTime();
  return getZoneOffsetMinutes(at, zone) === getZoneOffsetMinutes(at, otherZone);
}

let isZoneDataLoaded = false;

/**
 * Loads the engine's time-zone data ahead: the first time formatted in any zone costs ~12 ms of a
 * laptop's core, four times that on a phone, and a page that shows times paid it inside the
 * render that drew its data. Asked for while the page waits for that data, it is paid in a task
 * of its own once the main thread is idle (the zone does not matter: one loads them all).
 */
export function loadTimeZoneData(): void {
  if (isZoneDataLoaded) return;
  isZoneDataLoaded = true;
  const load = () => new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(0);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else window.setTimeout(load, 0);
}
