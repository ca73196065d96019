export { readAnswer } from '../../../lib/read-answer';

/** A policy's own calls' base path; its id is the profile's policy_id, encoded for the address. */
export const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;
