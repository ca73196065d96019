import { PATHS } from '../../../lib/paths';
import { complaintsQuery } from './get-complaints';

/** What the complaints list reads before it can draw (see the account's first reads). */
export const COMPLAINT_FIRST_READS = {
  [PATHS.complaints]: [complaintsQuery],
};
