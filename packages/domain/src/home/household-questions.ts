import { z } from 'zod';
import { HOUSEHOLD_QUESTION_CODES, UNOCCUPIED_MIN_CONSECUTIVE_DAYS } from './home-limits.js';
import { HOUSEHOLD_MESSAGES } from './home-messages.js';
import { report } from '../fields/field-rules.js';

export type HouseholdQuestionCode = (typeof HOUSEHOLD_QUESTION_CODES)[number];

export interface HouseholdQuestion {
  code: HouseholdQuestionCode;
  /** The topic named by the question's required message. */
  topic: string;
  /** The question as the customer reads it. */
  text: string;
  /** home.md 2 and 3: the four core questions are shown first, the rest as 'Additional'. */
  group: 'core' | 'additional';
  requiredMessage: string;
  /** The answer an insurer accepts without further underwriting. */
  expectedAnswer: boolean;
}

/** home.md 2: roofs more than this share flat count as flat-roofed. */
export const FLAT_ROOF_MAX_PERCENT = 30;
/** home.md 2: business use that does not count: minding up to 3 children, up to 2 paying guests. */
export const CHILDMINDING_MAX_CHILDREN = 3;
export const PAYING_GUESTS_MAX = 2;
/** home.md 2: subsidence or erosion within this distance of the property counts. */
export const SUBSIDENCE_CHECK_RADIUS_METRES = 200;

type QuestionText = Omit<HouseholdQuestion, 'group' | 'requiredMessage'>;

/*
 * The wording follows the questions Irish home insurers ask at proposal. The convictions question
 * cites the two Acts home.md 2 names: the Children Act 2001 (offences committed under 18 need not
 * be disclosed) and the Criminal Justice (Spent Convictions and Certain Disclosures) Act 2016.
 */
const QUESTION_TEXTS: readonly QuestionText[] = [
  {
    code: 'operational_locks',
    topic: 'locks on external doors and windows',
    text: 'Are all external doors fitted with working key-operated locks (a mortice deadlock or multi-point locking system), and are all accessible windows fitted with working key-operated locks?',
    expectedAnswer: true,
  },
  {
    code: '47',
    topic: 'construction of external walls',
    text: 'Are the external walls of the property built of brick, stone or concrete?',
    expectedAnswer: true,
  },
  {
    code: 'roof_tile',
    topic: 'roof material',
    text: 'Is the roof of the property made of slate, tiles, concrete or metal?',
    expectedAnswer: true,
  },
  {
    code: '51',
    topic: 'structural soundness',
    text: 'Is the property structurally sound, with no cracks, movement or structural defects?',
    expectedAnswer: true,
  },
  {
    code: 'un_occupied',
    topic: 'property occupancy',
    text: `Will the property be left unoccupied for ${UNOCCUPIED_MIN_CONSECUTIVE_DAYS} consecutive days or more at any time during the period of insurance?`,
    expectedAnswer: false,
  },
  {
    code: '33',
    topic: 'subdivision, flat or bedsit',
    text: 'Is the property, or any part of it, divided into flats or bedsits?',
    expectedAnswer: false,
  },
  {
    code: 'listed_or_protected',
    topic: 'listed or protected structure',
    text: 'Is the property a listed building or a protected structure?',
    expectedAnswer: false,
  },
  {
    code: '43',
    topic: 'household convictions',
    text: 'Has anyone living in the property ever been convicted of, or charged with and awaiting trial for, any offence other than a motoring offence? You do not need to tell us about convictions that need not be disclosed under the Children Act 2001 or that are spent under the Criminal Justice (Spent Convictions and Certain Disclosures) Act 2016.',
    expectedAnswer: false,
  },
  {
    code: '19',
    topic: 'previous insurance held',
    text: 'Has any home insurance held by you or anyone living with you ever been declined, cancelled, refused at renewal or made subject to special terms?',
    expectedAnswer: false,
  },
  {
    code: '99',
    topic: `more than ${FLAT_ROOF_MAX_PERCENT} percent of the roof flat`,
    text: `Is more than ${FLAT_ROOF_MAX_PERCENT}% of the roof of the property flat?`,
    expectedAnswer: false,
  },
  {
    code: '52',
    topic: 'current condition of the property',
    text: 'Is the property in a good state of repair, and will it be kept so?',
    expectedAnswer: true,
  },
  {
    code: '53',
    topic: 'property use',
    text: `Is the property used only as a private home? Minding up to ${CHILDMINDING_MAX_CHILDREN} children, taking up to ${PAYING_GUESTS_MAX} paying guests and office work with no business callers do not count as business use.`,
    expectedAnswer: true,
  },
  {
    code: '54',
    topic: 'underpinning or structural support',
    text: 'Has the property ever been underpinned or needed any other structural support?',
    expectedAnswer: false,
  },
  {
    code: '55',
    topic: 'subsidence or erosion',
    text: `Has the property, or any land or building within ${SUBSIDENCE_CHECK_RADIUS_METRES} metres of it, ever suffered subsidence, heave, landslip or coastal or river erosion?`,
    expectedAnswer: false,
  },
  {
    code: '56',
    topic: 'previous flooding',
    text: 'Has the property, or its grounds, ever been flooded?',
    expectedAnswer: false,
  },
];

/**
 * home.md 3: the core questions, sent as extraQuestionsValues and on the risk address. home.md 2
 * shows them first and groups the other 11 as 'Additional'.
 */
export const CORE_HOUSEHOLD_QUESTION_CODES = [
  'operational_locks',
  'roof_tile',
  'un_occupied',
  'listed_or_protected',
] as const satisfies readonly HouseholdQuestionCode[];

const isCore = (code: HouseholdQuestionCode) =>
  (CORE_HOUSEHOLD_QUESTION_CODES as readonly string[]).includes(code);

/** home.md 3: the household questions in the order the spec lists their codes. */
export const HOUSEHOLD_QUESTIONS: readonly HouseholdQuestion[] = HOUSEHOLD_QUESTION_CODES.map(
  (code) => {
    const question = QUESTION_TEXTS.find((candidate) => candidate.code === code)!;
    return {
      ...question,
      group: isCore(code) ? 'core' : 'additional',
      requiredMessage: HOUSEHOLD_MESSAGES.answerRequiredRe(question.topic),
    };
  },
);

/** home.md 2: the order of the page, the core questions first. */
export const HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER: readonly HouseholdQuestion[] = [
  ...HOUSEHOLD_QUESTIONS.filter((question) => question.group === 'core'),
  ...HOUSEHOLD_QUESTIONS.filter((question) => question.group === 'additional'),
];

const answerSchema = z.boolean().nullable();

const householdValuesSchema = z.object({
  answers: z.object(
    Object.fromEntries(HOUSEHOLD_QUESTION_CODES.map((code) => [code, answerSchema])) as Record<
      HouseholdQuestionCode,
      typeof answerSchema
    >,
  ),
  acceptedTerms: z.boolean(),
});
export type HouseholdValues = z.input<typeof householdValuesSchema>;

/** Every question unanswered, terms not accepted (home.md 4). */
export const HOUSEHOLD_DEFAULTS: HouseholdValues = {
  answers: Object.fromEntries(HOUSEHOLD_QUESTION_CODES.map((code) => [code, null])) as Record<
    HouseholdQuestionCode,
    null
  >,
  acceptedTerms: false,
};

export interface HouseholdData {
  answers: Record<HouseholdQuestionCode, boolean>;
  /** As the customer left the box: the server refuses a quote without it (never assumed). */
  acceptedTerms: boolean;
}

/** Questions answered other than an insurer accepts without further underwriting. */
export function unexpectedAnswers(answers: HouseholdData['answers']): HouseholdQuestion[] {
  return HOUSEHOLD_QUESTIONS.filter(
    (question) => answers[question.code] !== question.expectedAnswer,
  );
}

export function toHouseholdData(values: HouseholdValues): HouseholdData {
  return {
    answers: Object.fromEntries(
      HOUSEHOLD_QUESTION_CODES.map((code) => [code, values.answers[code] === true]),
    ) as Record<HouseholdQuestionCode, boolean>,
    acceptedTerms: values.acceptedTerms === true,
  };
}

/** home.md 5 (Household questions): every question answered and the terms accepted. */
export const householdQuestionsSchema = householdValuesSchema
  .superRefine((values, context) => {
    // In page order, so the first message is the first unanswered question on screen.
    for (const question of HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER) {
      if (values.answers[question.code] === null) {
        report(context, ['answers', question.code], question.requiredMessage);
      }
    }
    if (!values.acceptedTerms) {
      report(context, ['acceptedTerms'], HOUSEHOLD_MESSAGES.termsRequired);
    }
  })
  .transform((values): HouseholdData => toHouseholdData(values));

/**
 * home.md 5 (Household questions), on the server: a quote is asked only with the terms accepted,
 * with the page's message, at the path of the request. Absent reads as not accepted.
 */
export function homeQuoteTermsProblems(request: {
  terms_accepted?: boolean | undefined;
}): Record<string, string[]> {
  return request.terms_accepted === true
    ? {}
    : { terms_accepted: [HOUSEHOLD_MESSAGES.termsRequired] };
}

/** The name the questions page uses for HouseholdValues. */
export type HouseholdQuestionsValues = HouseholdValues;
