// Fetched on demand with zod (decision 047): the family's page draws its first screen without
// them; the answer is checked once both have arrived, side by side.
export { ParentPlanSchema } from '@slovo/contracts';
