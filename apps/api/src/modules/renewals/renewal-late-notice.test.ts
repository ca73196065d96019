/**
 * A renewal notice under the legal minimum of 20 working days (docs/decisions/0016): issued late
 * rather than never, flagged for operators, and logged as an error with identifiers only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, formatIsoDate, parseIsoDate } from '@wallet/domain';
import { noticeWorkingDays } from '@wallet/domain/working-days';
import {
  DEMO_ACCOUNTS,
  demoPolicies,
  seedDemoBoughtPolicies,
  seedDemoCustomer,
} from '../../demo/index.js';
import { policies, renewalOffers } from '../../db/schema.js';
import { captureLogs } from '../../test/log-capture.js';
import { TEST_OPERATOR_API_KEY, createTestApp, type TestApp } from '../../test/test-app.js';
import { calendarDayOf } from './renewal-scheduler.js';

let t: TestApp;
const logs = captureLogs();
const now = new Date();
const today = calendarDayOf(now);
const demoHome = demoPolicies(now).find((policy) => policy.policyType === 'HOME')!;
const OTHER_EMAIL = 'notice-on-time@wallet.test';

/** The first renewal date whose notice, sent today, gives exactly `days` working days. */
function renewalDateGiving(days: number): string {
  let date = addDays(parseIsoDate(today)!, 1);
  while (noticeWorkingDays(today, formatIsoDate(date)) < days) date = addDays(date, 1);
  return formatIsoDate(date);
}

/** Moves a home policy's end so that it renews on `renewalDate`. */
async function renewOn(policyNumber: string, renewalDate: string) {
  const endDate = formatIsoDate(addDays(parseIsoDate(renewalDate)!, -1));
  await t.app.database.db
    .update(policies)
    .set({ endDate })
    .where(eq(policies.policyNumber, policyNumber));
}

async function offerOfPolicy(policyNumber: string) {
  const [row] = await t.app.database.db
    .select({ offer: renewalOffers })
    .from(renewalOffers)
    .innerJoin(policies, eq(policies.id, renewalOffers.renewalOfPolicyId))
    .where(eq(policies.policyNumber, policyNumber));
  return row?.offer;
}

const lateNotices = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/operator/renewals/late-notices', headers });
const operator = { authorization: `Bearer ${TEST_OPERATOR_API_KEY}` };

let otherPolicyNumber: string;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: logs.stream });
  // A second customer of the demo customer's kind, whose offer is not yet issued.
  const numbers = async () =>
    t.app.services.checkoutProducts
      .of('HOME')
      .policyNumbers(await t.repositories.bindRecords.nextPolicySequence());
  const home = { ...(await numbers()), startDate: demoHome.startDate };
  const homeHistory = [];
  for (let year = 0; year < 4; year += 1) homeHistory.push(await numbers());
  await seedDemoCustomer(
    t.repositories,
    { ...DEMO_ACCOUNTS.customer, email: OTHER_EMAIL },
    { home, homeHistory },
    seedDemoBoughtPolicies,
    now,
  );
  otherPolicyNumber = home.policyNumber;
}, 60_000);
afterAll(async () => t?.close());

describe('a renewal notice at the legal minimum', () => {
  it('is issued at 19 working days, flagged late; at exactly 20 it is on time', async () => {
    await renewOn(demoHome.policyNumber, renewalDateGiving(19));
    await renewOn(otherPolicyNumber, renewalDateGiving(20));
    const outcome = await t.app.services.renewalCycle.runCycle(today);
    expect(outcome).toMatchObject({ offersIssued: 2, lateNotices: 1, failures: [] });

    const late = await offerOfPolicy(demoHome.policyNumber);
    expect(late).toMatchObject({ status: 'offered', noticeWorkingDays: 19, noticeLate: true });
    const onTime = await offerOfPolicy(otherPolicyNumber);
    expect(onTime).toMatchObject({ status: 'offered', noticeWorkingDays: 20, noticeLate: false });
  });

  it('logs the late one as an error, with identifiers only', async () => {
    const late = await offerOfPolicy(demoHome.policyNumber);
    const errors = logs.lines.filter(
      (line) => line.level === 50 && String(line.msg).startsWith('renewal notice issued late'),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      offerId: late!.id,
      policyId: late!.renewalOfPolicyId,
      renewalDate: late!.renewalDate,
      issuedOn: today,
      noticeWorkingDays: 19,
      minimumWorkingDays: 20,
    });
    const logged = JSON.stringify(errors[0]);
    for (const personal of [DEMO_ACCOUNTS.customer.email, 'Aoife', 'Murphy', 'Seaview']) {
      expect(logged).not.toContain(personal);
    }
  });

  it('lists the late one for operators, and only for them', async () => {
    const answer = await lateNotices(operator);
    expect(answer.statusCode, answer.body).toBe(200);
    const late = await offerOfPolicy(demoHome.policyNumber);
    expect(answer.json()).toEqual({
      minimum_working_days: 20,
      late_notices: [
        {
          offer_id: late!.id,
          policy_number: demoHome.policyNumber,
          renewal_date: late!.renewalDate,
          issued_at: late!.issuedAt.toISOString(),
          notice_working_days: 19,
          status: 'offered',
        },
      ],
    });
    expect((await lateNotices({})).statusCode).toBe(401);
  });
});
