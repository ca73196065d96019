/**
 * The car journey's call scripts (car-travel-payment.md 6): the terms, the policy read-out and the
 * direct debit confirmation, written as an Irish insurer's phone team would read them. Built from
 * CAR_SCRIPT_FACTS, the constants the screens and the server use.
 */
import { CAR_MONTHLY_PLAN } from '../../car/car-constants.js';
import { CAR_TERMS_QUESTIONS } from '../../car/car-lists.js';
import { COOLING_OFF_WORKING_DAYS } from '../../checkout/cooling-off.js';
import { PHONE } from '../../platform/contact.js';
import { CONSUMER_INSURANCE_CONTRACTS_ACT, workingDays, type CallScript } from './call-script.js';

/** Which script a car page shows; each must be read (every page) before the page's button works. */
export const CAR_CALL_SCRIPT_KEYS = ['terms', 'policyReadOut', 'directDebit'] as const;
export type CarCallScriptKey = (typeof CAR_CALL_SCRIPT_KEYS)[number];

/** What the car scripts state, each from the constant the product runs on. */
export type CarScriptFacts = {
  termsQuestions: number;
  depositMonths: number;
  directDebitInstalments: number;
  claimsPhone: string;
  breakdownPhone: string;
  coolingOffWorkingDays: number;
};

export const CAR_SCRIPT_FACTS: CarScriptFacts = {
  termsQuestions: CAR_TERMS_QUESTIONS.length,
  depositMonths: CAR_MONTHLY_PLAN.depositMonths,
  directDebitInstalments: CAR_MONTHLY_PLAN.instalments,
  claimsPhone: PHONE.carClaims,
  breakdownPhone: PHONE.breakdownFreephone,
  coolingOffWorkingDays: COOLING_OFF_WORKING_DAYS,
};

export function carCallScripts(
  facts: CarScriptFacts = CAR_SCRIPT_FACTS,
): Record<CarCallScriptKey, CallScript> {
  const questions = `${facts.termsQuestions} questions`;
  return {
    terms: {
      title: 'Before you get the quote',
      pages: [
        {
          heading: 'Your duty to answer honestly',
          paragraphs: [
            `Under the ${CONSUMER_INSURANCE_CONTRACTS_ACT} you must answer every question I ask honestly and with reasonable care, for yourself and for every driver on the policy. If you do not, the insurer may refuse or reduce a claim, or cancel your policy.`,
            'Please tell me if you are unsure of an answer rather than guess.',
          ],
        },
        {
          heading: `The ${questions}`,
          paragraphs: [
            `I will now read you ${questions} about you, your drivers and your car. Please answer yes or no to each one.`,
            `Record each answer as the customer gives it. Use "Click here" only when the customer has said yes to all ${questions}.`,
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
            `To make a claim, call ${facts.claimsPhone}. For breakdown assistance, call ${facts.breakdownPhone}, day or night.`,
            'Your policy documents will be sent to your email address and kept in your Digital Insurance Wallet. Please read them and tell us at once if anything in them is wrong.',
            `You can cancel your policy within ${workingDays(facts.coolingOffWorkingDays)} of receiving them without giving a reason and without any penalty.`,
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
            `You can pay the premium in one go by card, or monthly: a deposit of ${facts.depositMonths} months by card today, then ${facts.directDebitInstalments} monthly payments by direct debit, collected on the day of the month your policy starts.`,
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
}
