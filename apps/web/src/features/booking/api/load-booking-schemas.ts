/** The booking schemas, loaded side by side with the first call (decision 047). */
export const loadBookingSchemas = () => import('./booking-schemas.ts');
