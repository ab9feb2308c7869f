import { z } from 'zod';

/** `maintenance` stays true while a deploy runs, so clients wait for it to end. */
export const HealthSchema = z.object({ status: z.literal('ok'), maintenance: z.boolean() });
export type Health = z.infer<typeof HealthSchema>;
