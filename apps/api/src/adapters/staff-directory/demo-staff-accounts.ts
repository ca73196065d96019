import { createHash, timingSafeEqual } from 'node:crypto';
import { DEMO_STAFF, type DemoStaffMember } from './demo-staff.js';
import type { StaffMember } from './staff-directory-port.js';

/**
 * The local staff directory's accounts: who signs in with an e-mail and password at its sign-in
 * page, and who a subject (the staff number) is when the wallet's sign-on asks for the claims.
 */
export interface StaffAccounts {
  signIn(email: string, password: string): Promise<StaffMember | undefined>;
  findBySubject(subject: string): Promise<StaffMember | undefined>;
}

/** The OpenID Connect subject of a staff member: the staff number, stable for a career. */
export const staffSubjectOf = (member: StaffMember) => member.staffNumber;

/** Compared as digests of equal length, so the time taken tells nothing about the password. */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createDemoStaffAccounts(
  staff: readonly DemoStaffMember[] = DEMO_STAFF,
): StaffAccounts {
  const byEmail = new Map(staff.map((member) => [member.email.toLowerCase(), member]));
  const bySubject = new Map(staff.map((member) => [staffSubjectOf(member), member]));
  return {
    async signIn(email, password) {
      const member = byEmail.get(email.trim().toLowerCase());
      // An unknown e-mail costs the same comparison as a known one.
      const matches = samePassword(password, member?.password ?? '');
      return member && matches ? member : undefined;
    },
    async findBySubject(subject) {
      return bySubject.get(subject);
    },
  };
}
