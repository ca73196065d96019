import { describe, expect, it } from 'vitest';
import { CORE_HOUSEHOLD_QUESTION_COUNT } from './home-limits.js';
import {
  CORE_HOUSEHOLD_QUESTION_CODES,
  HOUSEHOLD_DEFAULTS,
  HOUSEHOLD_QUESTIONS,
  HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER,
  householdQuestionsSchema,
  unexpectedAnswers,
  type HouseholdValues,
} from './household-questions.js';

const EXPECTED_ANSWERS = Object.fromEntries(
  HOUSEHOLD_QUESTIONS.map((question) => [question.code, question.expectedAnswer]),
) as HouseholdValues['answers'];

describe('HOUSEHOLD_QUESTIONS', () => {
  it('keeps the 15 codes and topics of the contract, in order', () => {
    expect(HOUSEHOLD_QUESTIONS.map((question) => [question.code, question.topic])).toEqual([
      ['operational_locks', 'locks on external doors and windows'],
      ['47', 'construction of external walls'],
      ['roof_tile', 'roof material'],
      ['51', 'structural soundness'],
      ['un_occupied', 'property occupancy'],
      ['33', 'subdivision, flat or bedsit'],
      ['listed_or_protected', 'listed or protected structure'],
      ['43', 'household convictions'],
      ['19', 'previous insurance held'],
      ['99', 'more than 30 percent of the roof flat'],
      ['52', 'current condition of the property'],
      ['53', 'property use'],
      ['54', 'underpinning or structural support'],
      ['55', 'subsidence or erosion'],
      ['56', 'previous flooding'],
    ]);
  });

  it('puts the four core questions first and names each topic in its message', () => {
    expect(HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER.slice(0, 4).map((q) => q.code)).toEqual([
      'operational_locks',
      'roof_tile',
      'un_occupied',
      'listed_or_protected',
    ]);
    expect(HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER.slice(0, 4).every((q) => q.group === 'core')).toBe(
      true,
    );
    expect(HOUSEHOLD_QUESTIONS_IN_PAGE_ORDER[4]?.code).toBe('47');
    expect(HOUSEHOLD_QUESTIONS.filter((q) => q.group === 'additional')).toHaveLength(11);
    for (const question of HOUSEHOLD_QUESTIONS) {
      expect(question.requiredMessage).toBe(`Answer is required re ${question.topic}`);
    }
  });

  it('states the figures of home.md 2 in the questions', () => {
    const textOf = (code: string) => HOUSEHOLD_QUESTIONS.find((q) => q.code === code)!.text;
    expect(textOf('un_occupied')).toContain('45 consecutive days');
    expect(textOf('43')).toContain('Children Act 2001');
    expect(textOf('43')).toContain('Act 2016');
    expect(textOf('99')).toContain('30%');
    expect(textOf('53')).toContain('up to 3 children');
    expect(textOf('53')).toContain('up to 2 paying guests');
    expect(textOf('55')).toContain('200 metres');
  });

  it('lists the extraQuestionsValues codes as the core codes', () => {
    expect(HOUSEHOLD_QUESTIONS.filter((q) => q.group === 'core').map((q) => q.code)).toEqual([
      ...CORE_HOUSEHOLD_QUESTION_CODES,
    ]);
    expect(CORE_HOUSEHOLD_QUESTION_CODES).toHaveLength(CORE_HOUSEHOLD_QUESTION_COUNT);
  });
});

describe('householdQuestionsSchema', () => {
  it('needs every answer and the terms', () => {
    const result = householdQuestionsSchema.safeParse(HOUSEHOLD_DEFAULTS);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toHaveLength(16);
    expect(messages[0]).toEqual([
      'answers.operational_locks',
      'Answer is required re locks on external doors and windows',
    ]);
    expect(messages[1]).toEqual(['answers.roof_tile', 'Answer is required re roof material']);
    expect(messages[4]?.[0]).toBe('answers.47');
    expect(messages.at(-1)).toEqual(['acceptedTerms', 'Answer is required']);
  });

  it('reports a single unanswered question', () => {
    const result = householdQuestionsSchema.safeParse({
      answers: { ...EXPECTED_ANSWERS, '56': null },
      acceptedTerms: true,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Answer is required re previous flooding',
    ]);
  });

  it('takes yes or no for every question, with the terms accepted', () => {
    const answers = { ...EXPECTED_ANSWERS, '43': true };
    const result = householdQuestionsSchema.safeParse({ answers, acceptedTerms: true });
    expect(result.data).toEqual({ answers, acceptedTerms: true });
    expect(unexpectedAnswers(result.data!.answers).map((question) => question.code)).toEqual([
      '43',
    ]);
    expect(
      householdQuestionsSchema.safeParse({ answers, acceptedTerms: false }).error?.issues,
    ).toHaveLength(1);
  });
});
