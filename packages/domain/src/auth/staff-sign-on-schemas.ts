/**
 * The staff sign-on's answers as schemas: apart from staff-sign-on.ts, whose paths and words the
 * first screens read without loading zod.
 */
import { z } from 'zod';

/** POST /api/agent/sso/sign-out. */
export const staffSignOutResponseSchema = z.object({
  /** The staff directory's end-session address, with the hint of who signed out and the way back. */
  endSessionUrl: z.url().nullable(),
});

export type StaffSignOutResponse = z.infer<typeof staffSignOutResponseSchema>;
