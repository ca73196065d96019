/**
 * Every script sentence that states what the product does is held against the constant it
 * states (issue 41, decision 0031): the sentence names the constant's current value, the words are
 * built from the constant (another value gives other words), no number is written in by hand,
 * and the home view-quote notice and script say the same of the quote's validity.
 */
import { describe, expect, it } from 'vitest';
import { CAR_MONTHLY_PLAN } from '../../car/car-constants.js';
import { CAR_TERMS_QUESTIONS } from '../../car/car-lists.js';
import { HOME_PAYMENT_RULES } from '../../home/home-payment-rules.js';
import { COOLING_OFF_WORKING_DAYS } from '../../checkout/cooling-off.js';
import { PAYMENT_FREQUENCIES } from '../../checkout/payment-options.js';
import { PHONE } from '../../platform/contact.js';
import {
  HOUSEHOLD_QUESTION_CODES,
  POLICY_START_MAX_DAYS_AHEAD,
  QUOTE_VALIDITY_DAYS,
} from '../../home/home-limits.js';
import { HOME_QUOTE_MESSAGES } from '../../home/home-quote-texts.js';
import { HOME_PRICE_VALIDITY_DAYS } from '../../home/home-quote-validity.js';
import { RENEWAL_NOTICE_MIN_WORKING_DAYS } from '../../renewals/renewal-constants.js';
import { DATA_SECURITY_CORRECT_NEEDED } from '../agent-checks.js';
import {
  CONSUMER_INSURANCE_CONTRACTS_ACT,
  type CallScript,
  type CallScriptSpeaker,
} from './call-script.js';
import { CAR_SCRIPT_FACTS, carCallScripts } from './car-call-scripts.js';
import { HOME_SCRIPT_FACTS, homeCallScripts, type HomeCallScriptKey } from './home-call-scripts.js';

const SPEAKER: CallScriptSpeaker = { agentName: 'Niamh', branchName: 'Sligo' };

/** A script's sentences, page by page. */
const sentencesOf = (script: CallScript, heading?: string) =>
  script.pages
    .filter((page) => heading === undefined || page.heading === heading)
    .flatMap((page) => [page.heading, ...page.paragraphs])
    .flatMap((paragraph) => paragraph.split(/(?<=[.?!])\s+/));

/** The numbers a sentence states, phone numbers and the Act's year left out. */
const numbersIn = (sentence: string, phones: readonly string[]) => {
  let text = sentence.replace(CONSUMER_INSURANCE_CONTRACTS_ACT, '');
  for (const phone of phones) text = text.replace(phone, '');
  return [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));
};

/** A fact a script states: in which script and page, and the words that must carry its value. */
type Fact = { script: string; page: string; says: string };

const home = homeCallScripts(SPEAKER);
const instalments = Number(PAYMENT_FREQUENCIES.homeMonthly);
const HOME_FACTS: Fact[] = [
  {
    script: 'aboutYou',
    page: 'Security questions',
    says: `${DATA_SECURITY_CORRECT_NEEDED} answers must be correct`,
  },
  {
    script: 'yourCover',
    page: 'When the cover starts',
    says: `up to ${POLICY_START_MAX_DAYS_AHEAD} days ahead`,
  },
  {
    script: 'terms',
    page: 'Your duty to answer honestly',
    says: `${HOUSEHOLD_QUESTION_CODES.length} questions about your household`,
  },
  {
    script: 'terms',
    page: 'Agreement to the terms',
    says: `within ${COOLING_OFF_WORKING_DAYS} working days`,
  },
  {
    script: 'viewQuote',
    page: 'The premium',
    says: `at least ${RENEWAL_NOTICE_MIN_WORKING_DAYS} working days before`,
  },
  {
    script: 'viewQuote',
    page: 'Paying by direct debit',
    says: `direct debit in ${instalments} instalments`,
  },
  {
    script: 'viewQuote',
    page: 'Paying by direct debit',
    says: `the ${instalments} instalments add up`,
  },
  { script: 'viewQuote', page: 'How long the quote is valid', says: 'valid for today only' },
  {
    script: 'viewQuote',
    page: 'How long the quote is valid',
    says: `we keep your quote for ${QUOTE_VALIDITY_DAYS} days`,
  },
];

const car = carCallScripts();
const CAR_PHONES = [PHONE.carClaims, PHONE.breakdownFreephone];
const CAR_FACTS: Fact[] = [
  {
    script: 'terms',
    page: `The ${CAR_TERMS_QUESTIONS.length} questions`,
    says: `The ${CAR_TERMS_QUESTIONS.length} questions`,
  },
  {
    script: 'terms',
    page: `The ${CAR_TERMS_QUESTIONS.length} questions`,
    says: `read you ${CAR_TERMS_QUESTIONS.length} questions`,
  },
  {
    script: 'terms',
    page: `The ${CAR_TERMS_QUESTIONS.length} questions`,
    says: `yes to all ${CAR_TERMS_QUESTIONS.length} questions`,
  },
  {
    script: 'policyReadOut',
    page: 'Claims and breakdown',
    says: `To make a claim, call ${PHONE.carClaims}`,
  },
  {
    script: 'policyReadOut',
    page: 'Claims and breakdown',
    says: `breakdown assistance, call ${PHONE.breakdownFreephone}`,
  },
  {
    script: 'policyReadOut',
    page: 'Claims and breakdown',
    says: `within ${COOLING_OFF_WORKING_DAYS} working days`,
  },
  {
    script: 'directDebit',
    page: 'How the payments are taken',
    says: `a deposit of ${CAR_MONTHLY_PLAN.depositMonths} months`,
  },
  {
    script: 'directDebit',
    page: 'How the payments are taken',
    says: `then ${CAR_MONTHLY_PLAN.instalments} monthly payments`,
  },
];

describe.each([
  {
    product: 'home',
    scripts: home as Record<string, CallScript>,
    facts: HOME_FACTS,
    phones: [] as string[],
  },
  {
    product: 'car',
    scripts: car as Record<string, CallScript>,
    facts: CAR_FACTS,
    phones: CAR_PHONES,
  },
])('the $product call scripts', ({ scripts, facts, phones }) => {
  it.each(facts)('$script, $page: states "$says"', ({ script, page, says }) => {
    const sentences = sentencesOf(scripts[script]!, page);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.some((sentence) => sentence.includes(says))).toBe(true);
  });

  it('writes no number in by hand: each one is a fact above', () => {
    for (const [key, script] of Object.entries(scripts)) {
      const stated = facts.filter((fact) => fact.script === key);
      for (const sentence of sentencesOf(script)) {
        for (const number of numbersIn(sentence, phones)) {
          const explained = stated.some(
            (fact) => sentence.includes(fact.says) && numbersIn(fact.says, phones).includes(number),
          );
          expect(explained, `${key}: "${sentence}"`).toBe(true);
        }
      }
    }
  });
});

describe('the words are built from the constants', () => {
  it('home: other facts give other words', () => {
    const other = homeCallScripts(SPEAKER, {
      priceValidityDays: 3,
      quoteKeptDays: 30,
      directDebitInstalments: 10,
      policyStartMaxDaysAhead: 60,
      householdQuestions: 12,
      dataSecurityCorrectNeeded: 3,
      coolingOffWorkingDays: 30,
      renewalNoticeWorkingDays: 25,
    });
    const text = (key: HomeCallScriptKey) => sentencesOf(other[key]).join(' ');
    expect(text('viewQuote')).toContain('valid for 3 days after today');
    expect(text('viewQuote')).toContain('we keep your quote for 30 days');
    expect(text('viewQuote')).toContain('direct debit in 10 instalments');
    expect(text('viewQuote')).toContain('at least 25 working days');
    expect(text('yourCover')).toContain('up to 60 days ahead');
    expect(text('terms')).toContain('12 questions');
    expect(text('terms')).toContain('within 30 working days');
    expect(text('aboutYou')).toContain('3 answers must be correct');
  });

  it('car: other facts give other words', () => {
    const other = carCallScripts({
      ...CAR_SCRIPT_FACTS,
      termsQuestions: 5,
      depositMonths: 1,
      directDebitInstalments: 11,
      claimsPhone: '01 000 0000',
      coolingOffWorkingDays: 20,
    });
    const text = Object.values(other)
      .flatMap((script) => sentencesOf(script))
      .join(' ');
    for (const words of [
      'The 5 questions',
      'a deposit of 1 months',
      'then 11 monthly payments',
      'call 01 000 0000',
      'within 20 working days',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('the facts are the constants the screens and the server use', () => {
    expect(HOME_SCRIPT_FACTS).toEqual({
      priceValidityDays: HOME_PAYMENT_RULES.quoteValidityDays,
      quoteKeptDays: QUOTE_VALIDITY_DAYS,
      directDebitInstalments: instalments,
      policyStartMaxDaysAhead: POLICY_START_MAX_DAYS_AHEAD,
      householdQuestions: HOUSEHOLD_QUESTION_CODES.length,
      dataSecurityCorrectNeeded: DATA_SECURITY_CORRECT_NEEDED,
      coolingOffWorkingDays: COOLING_OFF_WORKING_DAYS,
      renewalNoticeWorkingDays: RENEWAL_NOTICE_MIN_WORKING_DAYS,
    });
  });
});

describe('the home view-quote notice and script agree (decision 0031)', () => {
  const notice = `${HOME_QUOTE_MESSAGES.beforeYouProceed.validity} ${HOME_QUOTE_MESSAGES.beforeYouProceed.kept}`;
  const script = sentencesOf(home.viewQuote, 'How long the quote is valid').join(' ');

  it('both say the price is valid today only, as the bind sells it', () => {
    expect(HOME_PRICE_VALIDITY_DAYS).toBe(0);
    expect(HOME_PAYMENT_RULES.quoteValidityDays).toBe(HOME_PRICE_VALIDITY_DAYS);
    expect(notice).toContain('valid for today only');
    expect(script).toContain('valid for today only');
  });

  it('both say the quote is kept QUOTE_VALIDITY_DAYS days, to be priced again', () => {
    const kept = `keep your quote for ${QUOTE_VALIDITY_DAYS} days`;
    expect(notice).toContain(kept);
    expect(script).toContain(kept);
    expect(notice).toContain('priced again on the day');
    expect(script).toContain('price it again on the day');
  });
});

describe('the opening names the agent and their branch', () => {
  it('fills the name and the branch, with no template left', () => {
    const opening = sentencesOf(home.aboutYou, 'Introduce yourself').join(' ');
    expect(opening).toContain(
      'my name is Niamh and I am calling from the bank’s insurance team at our Sligo branch.',
    );
    expect(opening).not.toMatch(/\[|\]/);
  });

  it('leaves the branch out until one is chosen', () => {
    const scripts = homeCallScripts({ agentName: 'Niamh', branchName: null });
    expect(scripts.aboutYou.pages[0]!.paragraphs[0]).toBe(
      'Good morning / afternoon, my name is Niamh and I am calling from the bank’s insurance team.',
    );
  });

  it('puts the duty to answer honestly before the household questions it is about', () => {
    expect(home.terms.pages[0]!.heading).toBe('Your duty to answer honestly');
    expect(home.terms.title).toBe('Before the household questions');
  });
});
