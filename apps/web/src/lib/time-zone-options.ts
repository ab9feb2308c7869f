import { COMMON_TIME_ZONES } from '@slovo/contracts';
import { getCanonicalTimeZone } from './time-zones.ts';

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

// By current names, once each: engines list some zones by old names ("Europe/Kiev"), which would
// stand in the list beside the common zones' new ones.
function listSupportedZones(): string[] {
  try {
    return [...new Set(Intl.supportedValuesOf('timeZone').map(getCanonicalTimeZone))];
  } catch {
    return [];
  }
}

/**
 * A value saved under a zone's old name ("Europe/Kiev") picks the option of its current name, so
 * the field shows it as chosen without listing the zone twice.
 */
function keepSavedSpelling(options: TimeZoneOption[], current: string): TimeZoneOption[] {
  const canonical = getCanonicalTimeZone(current);
  if (canonical === current) return options;
  return options.map((option) =>
    option.value === canonical ? { ...option, value: current } : option,
  );
}

/** The common zones, and `current` after them when it is not one. */
export function getCommonTimeZones(current: string): TimeZoneOption[] {
  const common = new Set<string>(COMMON_TIME_ZONES);
  const canonical = getCanonicalTimeZone(current);
  const extra = current && !common.has(canonical) ? [canonical] : [];
  return keepSavedSpelling([...COMMON_TIME_ZONES, ...extra].map(toOption), current);
}

/**
 * The common zones first, then every other zone the browser knows (built once, on first use:
 * the offsets take a few hundred formatter calls). `current` stays among the common ones only
 * when the browser does not list it under any name.
 */
export function getAllTimeZoneGroups(
  current: string,
  labels: { common: string; all: string },
): TimeZoneGroup[] {
  const common = new Set<string>(COMMON_TIME_ZONES);
  const supported = listSupportedZones();
  otherZones ??= supported.filter((zone) => !common.has(zone)).map(toOption);
  const canonical = getCanonicalTimeZone(current);
  const isOther = !common.has(canonical) && supported.includes(canonical);
  return [
    { group: labels.common, items: getCommonTimeZones(isOther ? '' : current) },
    { group: labels.all, items: isOther ? keepSavedSpelling(otherZones, current) : otherZones },
  ];
}
