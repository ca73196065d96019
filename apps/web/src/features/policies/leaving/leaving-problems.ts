import { apiFieldProblems, type FieldProblems } from '../../../lib/api-field-problems';

/** The first step's fields, which the API's fieldErrors may name. */
export type LeavingField = 'last_day_of_cover' | 'reason';

/** What went wrong, as the first step shows it: by its field, or for the form as a whole. */
export type LeavingProblems = FieldProblems<LeavingField>;

export const NO_PROBLEMS: LeavingProblems = { fields: {}, form: null };

/**
 * A refused quote or confirmation as the customer reads it: a 400's fieldErrors by their field
 * (the policy's own refusals, such as a claim in progress, belong to the whole form), a 409's
 * message (the figures changed), or the call's own message.
 */
export const leavingProblemsOf = (error: unknown): LeavingProblems =>
  apiFieldProblems(error, ['last_day_of_cover', 'reason']);
