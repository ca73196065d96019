/**
 * The home journey's call scripts (home.md 2 and 6), one for each page the agent is on: About you,
 * Your home, Your cover, the household questions (read before them) and view quote. Built from
 * HOME_SCRIPT_FACTS, the constants the screens and the server use (decision 0031).
 */
import { COOLING_OFF_WORKING_DAYS } from '../../checkout/cooling-off.js';
import { isMonthly } from '../../checkout/payment-options.js';
import { PAYMENT_FREQUENCIES_BY_PRODUCT } from '../../products.js';
import {
  HOUSEHOLD_QUESTION_CODES,
  POLICY_START_MAX_DAYS_AHEAD,
  QUOTE_VALIDITY_DAYS,
} from '../../home/home-limits.js';
import { HOME_PRICE_VALIDITY_DAYS } from '../../home/home-quote-validity.js';
import { RENEWAL_NOTICE_MIN_WORKING_DAYS } from '../../renewals/renewal-constants.js';
import { DATA_SECURITY_CORRECT_NEEDED } from '../agent-checks.js';
import {
  CONSUMER_INSURANCE_CONTRACTS_ACT,
  introductionOf,
  workingDays,
  type CallScript,
  type CallScriptSpeaker,
} from './call-script.js';

/** Which script a home page shows; each must be read (every page) before the page's button works. */
export const HOME_CALL_SCRIPT_KEYS = [
  'aboutYou',
  'yourHome',
  'yourCover',
  'terms',
  'viewQuote',
] as const;
export type HomeCallScriptKey = (typeof HOME_CALL_SCRIPT_KEYS)[number];

/** What the home scripts state, each from the constant the product runs on. */
export type HomeScriptFacts = {
  /** Decision 0031: the days after it is given that a price may still be bought (0: today only). */
  priceValidityDays: number;
  /** Decision 0031: the days a quote is kept to be priced again. */
  quoteKeptDays: number;
  directDebitInstalments: number;
  policyStartMaxDaysAhead: number;
  householdQuestions: number;
  dataSecurityCorrectNeeded: number;
  coolingOffWorkingDays: number;
  renewalNoticeWorkingDays: number;
};

const monthly = PAYMENT_FREQUENCIES_BY_PRODUCT.HOME.filter(isMonthly);

export const HOME_SCRIPT_FACTS: HomeScriptFacts = {
  priceValidityDays: HOME_PRICE_VALIDITY_DAYS,
  quoteKeptDays: QUOTE_VALIDITY_DAYS,
  directDebitInstalments: Number(monthly[0]),
  policyStartMaxDaysAhead: POLICY_START_MAX_DAYS_AHEAD,
  householdQuestions: HOUSEHOLD_QUESTION_CODES.length,
  dataSecurityCorrectNeeded: DATA_SECURITY_CORRECT_NEEDED,
  coolingOffWorkingDays: COOLING_OFF_WORKING_DAYS,
  renewalNoticeWorkingDays: RENEWAL_NOTICE_MIN_WORKING_DAYS,
};

/** How long a price holds, as said: 'today only' for a price bought the day it is given. */
export const priceValidityWords = (days: number) =>
  days === 0 ? 'today only' : `${days} days after today`;

export function homeCallScripts(
  speaker: CallScriptSpeaker,
  facts: HomeScriptFacts = HOME_SCRIPT_FACTS,
): Record<HomeCallScriptKey, CallScript> {
  const instalments = `${facts.directDebitInstalments} instalments`;
  return {
    aboutYou: {
      title: 'Opening the call',
      pages: [
        {
          heading: 'Introduce yourself',
          paragraphs: [
            introductionOf(speaker),
            'This call is recorded for training and quality purposes.',
            'I will take you through a home insurance quote today. Is now a good time to talk?',
          ],
        },
        {
          heading: 'Data protection',
          paragraphs: [
            'The information you give us is used to give you a quote and, if you buy, to arrange and manage your policy. We share it with the insurer and, where needed, with other insurers and industry databases to prevent fraud.',
            'Our data protection notice explains how we use your information and your rights. It is available on our website, or I can send you a copy.',
          ],
        },
        {
          heading: 'Security questions',
          paragraphs: [
            'Search for the customer by their email address. If we hold a record of them, say: before we go on I need to confirm who I am speaking to. Please tell me your date of birth, the address of the property to be insured and your correspondence address.',
            `Compare each answer with the record shown below. The date of birth must be correct, and ${facts.dataSecurityCorrectNeeded} answers must be correct in all, before you can continue.`,
            'If the customer has no record with us, there is nothing to check their answers against: go on with the quote.',
          ],
        },
      ],
    },
    yourHome: {
      title: 'About the home',
      pages: [
        {
          heading: 'The home to be insured',
          paragraphs: [
            'I will now ask you about the home you want to insure: the cover you need, who lives in it, how it is built, heated and protected.',
            'Please answer for this home only, not for any other property you own or rent.',
          ],
        },
        {
          heading: 'Claims',
          paragraphs: [
            'Tell me about every claim you have made on a home insurance policy in the years I ask about, whether or not it was paid and whichever home it was for.',
          ],
        },
      ],
    },
    yourCover: {
      title: 'Your cover',
      pages: [
        {
          heading: 'When the cover starts',
          paragraphs: [
            `Your cover can start on any day from today up to ${facts.policyStartMaxDaysAhead} days ahead. Which day would you like it to start?`,
          ],
        },
        {
          heading: 'How much to insure',
          paragraphs: [
            'The contents sum is what it would cost to replace everything in your home as new. Items you take out of the home can be covered as unspecified or specified items.',
          ],
        },
      ],
    },
    terms: {
      title: 'Before the household questions',
      pages: [
        {
          heading: 'Your duty to answer honestly',
          paragraphs: [
            `I will now ask you ${facts.householdQuestions} questions about your household and the property.`,
            `Under the ${CONSUMER_INSURANCE_CONTRACTS_ACT} you must answer every question I ask honestly and with reasonable care. If you do not, the insurer may refuse or reduce a claim, or cancel your policy.`,
            'The questions I ask are specific questions: please tell me if you are unsure of an answer rather than guess.',
          ],
        },
        {
          heading: 'Agreement to the terms',
          paragraphs: [
            'The cover is given on the insurer’s policy terms and conditions, summarised in the Summary of Terms and the Insurance Product Information Document. Do you agree to the quote being given on those terms?',
            `Once your policy is in place you can cancel it within ${workingDays(facts.coolingOffWorkingDays)} without giving a reason and without any penalty.`,
          ],
        },
        {
          heading: 'Authorisation and security',
          paragraphs: [
            'Please confirm that you are the policyholder, or that you are authorised to speak for the policyholder and to give this information on their behalf.',
            'If the customer has a record with us, you checked their answers against it on About you before you went on.',
          ],
        },
      ],
    },
    viewQuote: {
      title: 'Reading the quote',
      pages: [
        {
          heading: 'The premium',
          paragraphs: [
            'The premium I have quoted is inclusive of the Government levy on non-life insurance. There is nothing further to add to it.',
            `The premium is for one year. We will send you your renewal at least ${workingDays(facts.renewalNoticeWorkingDays)} before your policy ends.`,
          ],
        },
        {
          heading: 'Paying by direct debit',
          paragraphs: [
            `You can pay the premium in one go by card, or monthly by direct debit in ${instalments}. There is no charge for paying by direct debit: the ${instalments} add up to the annual premium.`,
          ],
        },
        {
          heading: 'How long the quote is valid',
          paragraphs: [
            `The price I have given you is valid for ${priceValidityWords(facts.priceValidityDays)}.`,
            `If you would like time to think, we keep your quote for ${facts.quoteKeptDays} days: call us or continue it online within that time and we will price it again on the day, as long as your details have not changed.`,
          ],
        },
      ],
    },
  };
}
