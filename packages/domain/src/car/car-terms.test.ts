import { describe, expect, it } from 'vitest';
import { EXAMPLE_CAR_TERMS } from './car-form-examples.js';
import {
  CAR_TERMS_DEFAULTS,
  CAR_TERMS_FIELDS,
  carTermsAllYes,
  carTermsProblems,
  withAllQuestionsYes,
  type CarTermsValues,
} from './car-terms.js';

const QUESTIONS = [
  'disability_reported',
  'no_refusals',
  'registered_to_you_or_spouse',
  'no_modifications',
] as const;

describe('the car terms page', () => {
  it('asks the four questions, then the acceptance, none answered at first', () => {
    expect(CAR_TERMS_FIELDS).toEqual([...QUESTIONS, 'acceptedTermsAndConditions']);
    expect(Object.values(CAR_TERMS_DEFAULTS)).toEqual([null, null, null, null, null]);
  });

  it('says Please select under each unanswered question and the acceptance', () => {
    expect(carTermsProblems(CAR_TERMS_DEFAULTS)).toEqual({
      disability_reported: 'Please select',
      no_refusals: 'Please select',
      registered_to_you_or_spouse: 'Please select',
      no_modifications: 'Please select',
      acceptedTermsAndConditions: 'Please select',
    });
  });

  it.each(QUESTIONS)('asks %s alone when only it is unanswered', (question) => {
    expect(carTermsProblems({ ...EXAMPLE_CAR_TERMS, [question]: null })).toEqual({
      [question]: 'Please select',
    });
  });

  it('passes every question and the acceptance answered yes', () => {
    expect(carTermsProblems(EXAMPLE_CAR_TERMS)).toEqual({});
    expect(carTermsAllYes(EXAMPLE_CAR_TERMS)).toBe(true);
  });

  it('takes no to a question as an answer, which the quote is no longer priced on', () => {
    const no: CarTermsValues = { ...EXAMPLE_CAR_TERMS, no_modifications: false };
    expect(carTermsProblems(no)).toEqual({});
    expect(carTermsAllYes(no)).toBe(false);
  });

  it('needs the acceptance to be yes: no is refused as unanswered', () => {
    expect(carTermsProblems({ ...EXAMPLE_CAR_TERMS, acceptedTermsAndConditions: false })).toEqual({
      acceptedTermsAndConditions: 'Please select',
    });
  });

  it('sets the four questions to yes on Click here and leaves the acceptance as it was', () => {
    expect(withAllQuestionsYes(CAR_TERMS_DEFAULTS)).toEqual({
      disability_reported: true,
      no_refusals: true,
      registered_to_you_or_spouse: true,
      no_modifications: true,
      acceptedTermsAndConditions: null,
    });
    const answered: CarTermsValues = {
      disability_reported: false,
      no_refusals: null,
      registered_to_you_or_spouse: false,
      no_modifications: true,
      acceptedTermsAndConditions: true,
    };
    expect(withAllQuestionsYes(answered)).toEqual({
      ...withAllQuestionsYes(CAR_TERMS_DEFAULTS),
      acceptedTermsAndConditions: true,
    });
    expect(
      withAllQuestionsYes({ ...answered, acceptedTermsAndConditions: false })
        .acceptedTermsAndConditions,
    ).toBe(false);
    expect(carTermsProblems(withAllQuestionsYes(CAR_TERMS_DEFAULTS))).toEqual({
      acceptedTermsAndConditions: 'Please select',
    });
  });
});
