import { isoToDisplayDate } from '@wallet/domain';

/**
 * The withdrawal right as the policy page and the first leaving step state it (EU law: in view
 * the whole period). Apart from the leaving pages' texts, so the policy page's code stays small.
 */
export const withdrawUntilLine = (withdrawalEndsOn: string) =>
  `You can withdraw from this contract until ${isoToDisplayDate(withdrawalEndsOn) ?? withdrawalEndsOn} without giving a reason.`;
