import { PHONE } from '../contact.js';

/**
 * A renewal notice goes out no later than 20 working days before the renewal date (Consumer
 * Insurance Contracts Act 2019 s.12 and the Central Bank's Consumer Protection Code): the lead
 * time is configuration, but never less than this.
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
