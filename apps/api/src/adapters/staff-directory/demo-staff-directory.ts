import { normaliseStaffNumber } from '@wallet/domain';
import { DEMO_STAFF } from './demo-staff.js';
import type { StaffDirectory, StaffMember } from './staff-directory-port.js';

/** The local stand-in of the bank's staff directory, over a fixed list (the demo's by default). */
export function createDemoStaffDirectory(
  staff: readonly StaffMember[] = DEMO_STAFF,
): StaffDirectory {
  const byNumber = new Map(
    staff.map((member) => [normaliseStaffNumber(member.staffNumber), member]),
  );
  const byEmail = new Map(staff.map((member) => [member.email.toLowerCase(), member]));
  return {
    async findStaff(staffNumber) {
      return byNumber.get(normaliseStaffNumber(staffNumber));
    },
    async findStaffByEmail(email) {
      return byEmail.get(email.trim().toLowerCase());
    },
  };
}
