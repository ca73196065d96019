import type { CarChangeableAnswers } from '@wallet/domain';
import { changeFormOf } from '../../../lib/policy-change-form';
import { CarChangeFields } from './car-change-fields';
import {
  carChangeOf,
  carDraftOf,
  carShowsProblem,
  carSummaryOf,
  readCarAnswers,
  type CarChangeDraft,
} from './car-change-form';

/** Car's mid-term change form (issue 43), loaded with the change page. */
export const carChangeForm = changeFormOf<CarChangeableAnswers, CarChangeDraft>({
  readAnswers: readCarAnswers,
  draftOf: carDraftOf,
  changeOf: (answers, draft) => carChangeOf(answers, draft),
  summaryOf: carSummaryOf,
  showsProblem: carShowsProblem,
  Fields: CarChangeFields,
});
