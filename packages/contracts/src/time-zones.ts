// Time zones, apart from any schema so a public page can check one without loading the rest.

/** Time zones offered first (spec 9 names London, Los Angeles and Tel Aviv); any IANA zone is kept. */
export const COMMON_TIME_ZONES = [
  'Europe/Kyiv',
  'Europe/Warsaw',
  'Europe/London',
  'Europe/Berlin',
  'Asia/Jerusalem',
  'America/New_York',
  'America/Los_Angeles',
] as const;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
