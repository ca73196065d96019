import { PHONE } from '../platform/contact.js';
import { isoToDisplayDate } from '../dates/calendar-date.js';

/**
 * A renewal notice goes out no later than 20 working days before the renewal date (S.I. No. 74 of
 * 2007 as amended, the Consumer Insurance Contracts Act 2019 s.12 and the Central Bank's Consumer
 * Protection Code), Irish public holidays not counted: the lead time is configuration, but never
 * less than this. A notice that would give fewer is issued late, flagged for operators and logged
 * as an error (docs/decisions/0016).
 */
export const RENEWAL_NOTICE_MIN_WORKING_DAYS = 20;
/** The lead time when configuration says nothing: a few days' margin over the legal floor. */
export const RENEWAL_NOTICE_DEFAULT_WORKING_DAYS = 25;

/** CICA 2019 s.12: the notice states the premiums (and claims) of the preceding five years. */
export const RENEWAL_HISTORY_YEARS = 5;

/** home.md 2.9 and platform.md 2.9: the renewal journey's progress steps. */
export const RENEWAL_STEPS = ['Your Renewal', 'Your Summary', 'Payment'] as const;

/** Where a renewal offer stands. */
export const RENEWAL_OFFER_STATUSES = ['offered', 'accepted', 'renewed', 'lapsed'] as const;
export type RenewalOfferStatus = (typeof RENEWAL_OFFER_STATUSES)[number];

/** home.md 8 and 5: the renewal journey's messages, word for word. */
export const RENEWAL_MESSAGES = {
  notDisplayable:
    'Unfortunately your renewal quote cannot be displayed right now, please contact us...',
  statementOfFactDenied: `Unfortunately if you cannot confirm the above statements we will not be able to offer cover, therefore you will unable to proceed any further, please call ${PHONE.servicesTeam} for assistance.`,
  answerRequired: 'Answer is required',
  /** Ours: the API's refusals, which the renewal view shows beside the switch or the button. */
  renewalDatePassed:
    'Your renewal date has passed, so your renewal can no longer be changed online. Please call us.',
  autoRenewalNeedsDirectDebit:
    'Automatic renewal is available only for policies paid by monthly direct debit.',
  autoRenewalNotOnline:
    'This policy does not renew by itself online. We will write to you before it ends.',
  offerClosed: 'This renewal offer is no longer open.',
  autoRenewalChoiceOnly:
    'Only the renewal with your current insurer can renew automatically; please choose how to pay.',
  autoRenewalChanged:
    'Automatic renewal of this policy has changed since you opened your renewal. Please look at your renewal again.',
  alternativeAlreadyBought: `You have already paid for the alternative quote, so its statement of fact can no longer be declined online. If anything in it is not correct, please call ${PHONE.servicesTeam}.`,
} as const;

/** Our words for what the spec names without wording (claimsConditionOne and Two, the switch). */
export const RENEWAL_TEXTS = {
  claimsConditionOne:
    'I confirm that every claim made in the last five years is shown in the claims history above.',
  claimsConditionTwo:
    'I confirm that the statement of fact is still correct, or that I have told you of every change to it.',
  acceptedTermsAndConditions:
    'I have read and accept the terms and conditions of the renewed policy.',
  autoRenewal: 'Renew my policy automatically each year',
  autoRenewalFree:
    'You can turn automatic renewal off at any time before your renewal date, free of charge.',
  statementOfFactAcceptance:
    'I confirm that the statements above are true and complete to the best of my knowledge.',
  priceWalkingNote:
    'Your renewal premium is no more than a customer with the same cover would pay on their first renewal with us (Central Bank of Ireland, Insurance Requirements Regulations 2022).',
  annualisedPremiumNote:
    'The policy was changed during this year: the premium shown is the annualised premium for the cover in force at the end of the year.',
} as const;

/**
 * The five-year schedule's words (CICA 2019 s.12), the same on the notice and the renewal view:
 * each year's premium paid and claims paid.
 */
export const RENEWAL_HISTORY_TEXTS = {
  title: `Your premiums and claims in the last ${RENEWAL_HISTORY_YEARS} years`,
  intro: `The premium paid for your policy, and the claims paid under it, in each of the preceding ${RENEWAL_HISTORY_YEARS} years (Consumer Insurance Contracts Act 2019, section 12).`,
  premiumPaid: 'Premium paid',
  annualisedPremium: 'Annualised premium',
  claimsPaid: 'Claims paid',
  noClaims: 'No claims paid',
  noHistory: 'Your policy has no earlier year to show.',
} as const;

/** Where auto-renewal is turned off in the wallet: the home policy's page (home.md 2.8). */
const AUTO_RENEWAL_OFF_PAGE = "'Amend my policy' on your home policy's page in Manage My Insurance";

/**
 * Whether the policy renews by itself on its renewal date, and how to stop it or to renew it:
 * only a policy paid by direct debit with auto-renewal on renews by itself.
 */
export function autoRenewalStatement(policy: {
  autoRenew: boolean;
  directDebit: boolean;
  /** YYYY-MM-DD: the renewed period's first day. */
  renewalDate: string;
}): string {
  const date = isoToDisplayDate(policy.renewalDate);
  if (!date) throw new RangeError(`Expected a YYYY-MM-DD date, got '${policy.renewalDate}'`);
  if (policy.autoRenew && policy.directDebit) {
    return `Your policy will renew automatically on ${date}, and the renewal premium will be collected by direct debit as now. ${RENEWAL_TEXTS.autoRenewalFree} To stop it, call us on ${PHONE.servicesTeam} or choose ${AUTO_RENEWAL_OFF_PAGE}.`;
  }
  const why = policy.autoRenew
    ? 'only a policy paid by direct debit renews by itself'
    : 'automatic renewal is off';
  return `Your policy will not renew automatically (${why}). To keep your home insured, accept and pay for your renewal before ${date}.`;
}
