import type { SessionUser } from '@wallet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '../../lib/session';
import { bindAnswer } from '../../features/checkout/test/fixtures';
import { bindCarPolicy } from '../../features/car/checkout/bind-car-policy';
import { getHomeBindStatus } from '../../features/home/checkout/get-home-bind-status';

const person = (role: SessionUser['role']): SessionUser => ({
  user_id: `${role}-1`,
  email: `${role}@wallet.test`,
  given_name: 'Niamh',
  family_name: 'Kelly',
  role,
});

/** The paths the status call went to, answering each with a completed bind. */
function answeredCalls() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url);
      return new Response(JSON.stringify(bindAnswer({ quote_reference: 'HQ-1' })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return paths;
}

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the home bind status call', () => {
  const asked = { quote_reference: 'HQ-1', user_email: 'someone@wallet.test' };

  it("asks the customer's call for a customer", async () => {
    const paths = answeredCalls();
    startSession('token', person('customer'));
    expect((await getHomeBindStatus(asked)).bind_status).toBe('COMPLETED');
    expect(paths).toEqual(['/api/home/applied_home_quotes/bind_status']);
  });

  it.each(['agent', 'super_agent'] as const)(
    "asks the agent's call for an %s, which answers for the quotes they made",
    async (role) => {
      const paths = answeredCalls();
      startSession('token', person(role));
      await getHomeBindStatus(asked);
      expect(paths).toEqual(['/api/agent/home/applied_home_quotes/bind_status']);
    },
  );
});

describe('the car bind call', () => {
  it("pays through the agent's call for an agent, asked again after a reload, and the customer's own otherwise", async () => {
    const paths = answeredCalls();
    startSession('token', person('agent'));
    await bindCarPolicy({} as never);
    endSession();
    startSession('token', person('customer'));
    await bindCarPolicy({} as never);
    expect(paths).toEqual(['/api/agent/motor/motor_quotes/bind', '/api/motor/motor_quotes/bind']);
  });
});
