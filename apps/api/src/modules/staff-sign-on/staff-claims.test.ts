import { describe, expect, it } from 'vitest';
import {
  AGENT_GROUP,
  CLAIMS_HANDLER_GROUP,
  SUPER_AGENT_GROUP,
} from '../../adapters/staff-directory/staff-directory-port.js';
import { staffRoleOf } from './staff-claims.js';

describe("a staff member's role in the wallet, from their directory groups", () => {
  it('is super agent, agent or claims handler, an agent first when in both; else none', () => {
    expect(staffRoleOf([AGENT_GROUP, SUPER_AGENT_GROUP])).toBe('super_agent');
    expect(staffRoleOf([AGENT_GROUP])).toBe('agent');
    expect(staffRoleOf([CLAIMS_HANDLER_GROUP])).toBe('claims_handler');
    expect(staffRoleOf([CLAIMS_HANDLER_GROUP, AGENT_GROUP])).toBe('agent');
    expect(staffRoleOf(['SG-GS-SOMETHING-ELSE'])).toBeNull();
    expect(staffRoleOf([])).toBeNull();
  });
});
