/**
 * Every text of agent mode in the car journey (car-travel-payment.md 6: call scripts, the policy
 * read-out and the direct debit confirmation, with the buttons disabled while a script is
 * pending). The spec names the scripts without their words, so the words are ours, written as an
 * Irish insurer's phone team would read them; the figures come from the domain's constants.
 */
import { CAR_MONTHLY_PLAN, PHONE } from '@wallet/domain';

export type CarScriptPage = { heading: string; paragraphs: readonly string[] };
export type CarAgentScript = { title: string; pages: readonly CarScriptPage[] };

/** Which script a page shows; each must be read (every page) before the page's button works. */
export type CarAgentScriptKey = 'terms' | 'policyReadOut' | 'directDebit';

export const CAR_AGENT_SCRIPTS: Record<CarAgentScriptKey, CarAgentScript> = {
  terms: {
    title: 'Before you get the quote',
    pages: [
      {
        heading: 'Your duty to answer honestly',
        paragraphs: [
          'Under the Consumer Insurance Contracts Act 2019 you must answer every question I ask honestly and with reasonable care, for yourself and for every driver on the policy. If you do not, the insurer may refuse or reduce a claim, or cancel your policy.',
          'Please tell me if you are unsure of an answer rather than guess.',
        ],
      },
      {
        heading: 'The four questions',
        paragraphs: [
          'I will now read you four questions about you, your drivers and your car. Please answer yes or no to each one.',
          'Record each answer as the customer gives it. Use "Click here" only when the customer has said yes to all four.',
        ],
      },
      {
        heading: 'Agreement and authorisation',
        paragraphs: [
          'The cover is given on RSA’s car insurance policy terms and conditions, summarised in the Insurance Product Information Document. Do you agree to the quote being given on those terms?',
          'Please confirm that you are the main driver and policyholder, and that every driver you name has agreed to you giving us their details.',
        ],
      },
    ],
  },
  policyReadOut: {
    title: 'Reading out the policy',
    pages: [
      {
        heading: 'The cover',
        paragraphs: [
          'I will now read you the main features of the cover you have chosen, as shown on screen: the cover level and type, and the extras you have added.',
          'Your car is insured for the driving you told me about, by the drivers named on the policy only.',
        ],
      },
      {
        heading: 'The premium and excess',
        paragraphs: [
          'The premium I have quoted includes the Government levy on motor insurance. The excess is the part of each claim you pay yourself; the amounts are in your policy schedule.',
        ],
      },
      {
        heading: 'Claims and breakdown',
        paragraphs: [
          `To make a claim, call ${PHONE.carClaims}. For breakdown assistance, call ${PHONE.breakdownFreephone}, 24 hours a day.`,
          'Your policy documents will be sent to your email address and kept in your Digital Insurance Wallet. Please read them and tell us at once if anything in them is wrong.',
        ],
      },
    ],
  },
  directDebit: {
    title: 'Paying by direct debit',
    pages: [
      {
        heading: 'How the payments are taken',
        paragraphs: [
          `You can pay the premium in one go by card, or monthly: a deposit of ${CAR_MONTHLY_PLAN.depositMonths} months by card today, then ${CAR_MONTHLY_PLAN.instalments} monthly payments by direct debit, collected on the day of the month your policy starts.`,
          'The total paid by direct debit is shown on screen; it includes the charge for paying by instalment.',
        ],
      },
      {
        heading: 'Confirming the mandate',
        paragraphs: [
          'If you pay monthly, please confirm that you are the holder of the bank account, or authorised to set up a direct debit on it, and that you agree to the SEPA direct debit mandate.',
          'You will receive the mandate and the dates of your payments by email before the first collection. If a payment is missed we will contact you; your cover may be cancelled if it is not paid.',
        ],
      },
    ],
  },
};
