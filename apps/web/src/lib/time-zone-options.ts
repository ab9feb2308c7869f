import { COMMON_TIME_ZONES } from '@slovo/contracts';

type TimeZoneOption = { value: string; label: string };
type TimeZoneGroup = { group: string; items: TimeZoneOption[] };

let otherZones: TimeZoneOption[] | null = null;

/** "GMT+2" now (summer time included), or nothing when the engine cannot say. */
function getOffset(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

// Spaces instead of underscores, so typing "Los Angeles" finds the zone.
function toOption(zone: string): TimeZoneOption {
  const offset = getOffset(zone);
  const name = zone.replaceAll('_', ' ');
  return { value: zone, label: offset ? `${name} (${offset})` : name };
}

function listSupportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The common zones, and `current` after them when it is not one. */
export function getCommonTimeZones(current: string): TimeZoneOption[] {
  const common = new Set<string>(COMMON_TIME_ZONES);
  const extra = current && !common.has(current) ? [current] : [];
  return [...COMMON_TIME_ZONES, ...extra].map(toOption);
}

/**
 * The common zones first, then every other zone the browser knows (built once, on first use:
 * the offsets take a few hundred formatter calls). `current` stays among the common ones only
 * when the browser does not list it (an alias).
 */
export function getAllTimeZoneGroups(
  current: string,
  labels: { common: string; all: string },
): TimeZoneGroup[] {
  const common = new Set<string>(COMMON_TIME_ZONES);
  const supported = listSupportedZones();
  otherZones ??= supported.filter((zone) => !common.has(zone)).map(toOption);
  const isListed = common.has(current) || supported.includes(current);
  return [
    { group: labels.common, items: getCommonTimeZones(isListed ? '' : current) },
    { group: labels.all, items: otherZones },
  ];
}
