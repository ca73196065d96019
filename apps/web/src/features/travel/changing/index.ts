import type { TravelChangeableAnswers } from '@wallet/domain';
import { changeFormOf } from '../../../lib/policy-change-form';
import { TravelChangeFields } from './travel-change-fields';
import {
  readTravelAnswers,
  travelChangeOf,
  travelDraftOf,
  travelShowsProblem,
  travelSummaryOf,
  type TravelChangeDraft,
} from './travel-change-form';

/** Travel's mid-term change form (issue 43), loaded with the change page. */
export const travelChangeForm = changeFormOf<TravelChangeableAnswers, TravelChangeDraft>({
  readAnswers: readTravelAnswers,
  draftOf: travelDraftOf,
  changeOf: (answers, draft) => travelChangeOf(answers, draft),
  summaryOf: travelSummaryOf,
  showsProblem: travelShowsProblem,
  Fields: TravelChangeFields,
});
