/**
 * Mantine's date fields, for every screen that picks a date. Importing them from here loads the
 * calendar locales and localized formats first (`dayjs.ts`): a field taken straight from
 * '@mantine/dates' showed "LL" for its date and an English calendar on any screen opened before
 * one that happened to load them.
 */
import './dayjs.ts';

// biome-ignore lint/style/noRestrictedImports: the one module the date fields come from
export { DatePickerInput, type DatesRangeValue, DateTimePicker } from '@mantine/dates';
