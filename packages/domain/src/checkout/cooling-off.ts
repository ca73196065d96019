/**
 * The cooling-off period, in working days: the Consumer Insurance Contracts Act 2019 gives every
 * consumer 14 working days to withdraw from a new policy. home.md 9's '14-day cooling-off period'
 * is read as this right (docs/decisions/0010).
 */
export const COOLING_OFF_WORKING_DAYS = 14;

/**
 * The statutory right every customer has, whatever the product and the insurer
 * (docs/decisions/0010): 14 working days to withdraw from the policy, without a reason and without
 * a penalty.
 */
export const COOLING_OFF_RIGHT = `You can cancel your policy within ${COOLING_OFF_WORKING_DAYS} working days of the day you are told it is in place, or of the day you receive your policy documents if that is later, without giving a reason and without any penalty (Consumer Insurance Contracts Act 2019).`;
