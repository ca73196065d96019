/**
 * A year's policy ends the day before the anniversary of its start (a policy from 1 March 2026
 * covers up to and including 28 February 2027); one from 29 February ends on 28 February.
 */
export function annualPolicyEndDate(startDate: string): string {
  const end = new Date(`${startDate}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
