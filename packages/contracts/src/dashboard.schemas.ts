import { z } from 'zod';

export const DashboardCountsSchema = z.object({
  workspaces: z.number().int(),
  users: z.number().int(),
  activeUsers: z.number().int(),
});
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;
