import { PHONE, RENEWAL_MESSAGES, RENEWAL_TEXTS } from '@wallet/domain';
import { RENEWAL_DUE_TEXTS } from './landing/renewal-due-notice';

/**
 * The renewal screens' words (home.md 2, 4, 5 and 8). The spec's messages and the questions'
 * words are the domain's, shared with the notice; these are the screens' own.
 */
export const RENEWAL_SCREEN_TEXTS = {
  ...RENEWAL_MESSAGES,
  ...RENEWAL_TEXTS,
  renewalTitle: 'Your Renewal',
  renewalLead: (date: string) => `Your home insurance is due for renewal on ${date}.`,
  summaryTitle: 'Your Summary',
  renewalCard: 'Your renewal',
  alternativeCard: 'Alternative quote',
  compareLead:
    'Here is your renewal quote from your current insurer beside an alternative quote from our other insurer. Select one to see its summary, change its excess and extras, and renew.',
  changesTitle: 'What has changed since last year',
  changesNone: 'Nothing about your cover has changed since last year.',
  changeColumns: { label: 'What', lastYear: 'Last year', thisYear: 'This year' },
  historyTitle: 'Your premiums and claims in the last five years',
  historyCaption: 'Premiums paid and claims paid for each year of cover',
  historyColumns: {
    year: 'Year of cover',
    insurer: 'Insurer',
    premium: 'Premium paid',
    claims: 'Claims paid',
  },
  annualisedMark: '(annualised)',
  annualisedShown: (amount: string) => `Annualised premium ${amount}`,
  noClaims: 'None',
  claimLine: (date: string, peril: string, amount: string) => `${date}: ${peril}, ${amount}`,
  priceWalkingTitle: 'Your renewal price',
  autoRenewalTitle: 'Automatic renewal',
  autoRenewalOn: (date: string) => `Your policy will renew automatically on ${date}.`,
  autoRenewalOff:
    'Automatic renewal is off: your policy will not renew by itself. Turning it off was free of charge.',
  autoRenewalFailed: 'Sorry, we could not change your automatic renewal. Please try again.',
  documentsTitle: 'Your renewal documents',
  documentsNone:
    'Your renewal documents are still being prepared. Please check again later or call us.',
  statusTitle: {
    accepted: 'Your renewal is confirmed',
    renewed: 'Your policy has been renewed',
    lapsed: 'Your policy has lapsed',
  },
  statusLine: {
    accepted: RENEWAL_DUE_TEXTS.renewsAutomatically,
    renewed: (date: string) => `Your renewed cover started on ${date}.`,
    lapsed: (date: string) => `Your policy was not renewed and ended before ${date}.`,
  },
  referenceNumber: 'Reference number',
  questionsTitle: 'Before you renew',
  termsLeadNotAutomatic:
    'As your policy will not renew automatically on its current terms, please read the terms and conditions of your renewed policy and accept them.',
  termsLeadAlternative:
    'This is a new policy with another insurer: please read its terms and conditions and accept them.',
  claimsInFiveYears: 'Claims in the last five years',
  proceedWithRenewal: 'Proceed',
  statementTitle: 'Statement of Fact',
  statementLead: (insurer: string) =>
    `${insurer} will insure your home on the facts below, from the answers you gave us. Please check them carefully: if any of them is wrong, do not confirm and call us.`,
  statementFactsTitle: 'The facts your alternative quote relies on',
  statementDocument: 'Read the full statement of fact',
  confirm: 'I confirm',
  doNotConfirm: 'I do not confirm',
  cannotProceedTitle: 'We cannot offer you this cover',
  alternativeBoughtTitle: 'You have already paid for this cover',
  backToRenewal: 'Back to your renewal',
  acceptedTitle: 'Your renewal is confirmed',
  acceptedAnnouncement: 'Your renewal is confirmed.',
  acceptedNext: (date: string) => [
    `Your policy will renew automatically on ${date}, and your direct debit will continue. There is nothing to pay now.`,
    `You can turn automatic renewal off at any time before ${date}, free of charge, in Manage My Insurance.`,
    'Please keep your reference number to hand if you contact us.',
  ],
  renewalDue: RENEWAL_DUE_TEXTS.renewalDue,
  amendTitle: 'Amend your automatic renewal',
  amendNoOffer: `You have no renewal waiting. To change how a policy renews, please call us on ${PHONE.servicesTeam}.`,
  facts: {
    policyHolder: 'Policy holder',
    coverType: 'Cover',
    dwellingType: 'Occupancy',
    eircode: 'Eircode',
    buildings: 'Buildings (rebuild cost)',
    contents: 'Contents',
    unspecifiedItems: 'Unspecified personal items',
    specifiedItems: 'Specified items',
    excess: 'Policy excess',
    period: 'Period of cover',
    claims: 'Claims in the last five years',
    notInsured: 'Not insured',
    none: 'None',
  },
} as const;
