import { z } from 'zod';

/** platform.md 3.3: a bank branch an agent works from. */
export const branchSchema = z.object({
  id: z.number().int().positive(),
  branch_name: z.string().trim().min(1).max(100),
});
export type Branch = z.infer<typeof branchSchema>;
