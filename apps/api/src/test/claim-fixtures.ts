import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addDays, calendarDateOf, formatIsoDate, parseIsoDate } from '@wallet/domain';

/** Today in the wallet's calendar, YYYY-MM-DD. */
export const today = () => formatIsoDate(calendarDateOf(new Date()));

/** The day `days` from today (before it when negative), YYYY-MM-DD. */
export const daysFromToday = (days: number) => formatIsoDate(addDays(parseIsoDate(today())!, days));

/** An escape-of-water claim on a home policy, two days ago, with `change` made to it. */
export const homeClaimRequest = (policyId: string, change: Record<string, unknown> = {}) => ({
  submission_id: randomUUID(),
  policy_id: policyId,
  kind: 'escape_of_water',
  incident_date: daysFromToday(-2),
  description: 'A pipe under the kitchen sink burst overnight and flooded the floor.',
  anyone_hurt: false,
  items: [{ description: 'Kitchen floor', estimate_cents: 1_800_00 }],
  ...change,
});

/** Makes a home claim as the customer whose headers are given: its reference. */
export async function makeHomeClaim(
  app: FastifyInstance,
  headers: Record<string, string>,
  policyId: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/claims',
    headers,
    payload: homeClaimRequest(policyId),
  });
  if (response.statusCode !== 200) {
    throw new Error(`the claim was refused: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { reference: string }).reference;
}
