// The booking answers' schemas, fetched on demand with zod (decision 047): the family's booking
// pages draw their first screen without them; each answer is checked once both have arrived.
export {
  AdminTaskListSchema,
  AdminTaskSchema,
  AvailabilitySchema,
  BookingCalendarSchema,
  BookingConfirmedSchema,
  BookingHoldSchema,
  BookingManageSchema,
  BookingPageSchema,
  BookingSettingsSchema,
  BookingSlotsSchema,
  ReplicatedClientSchema,
} from '@slovo/contracts';
