import type { HomeChangeableAnswers } from '@wallet/domain';
import { changeFormOf } from '../../../lib/policy-change-form';
import { HomeChangeFields } from './home-change-fields';
import {
  homeChangeOf,
  homeDraftOf,
  homeShowsProblem,
  homeSummaryOf,
  readHomeAnswers,
  type HomeChangeDraft,
} from './home-change-form';

/** Home's mid-term change form (issue 43), loaded with the change page. */
export const homeChangeForm = changeFormOf<HomeChangeableAnswers, HomeChangeDraft>({
  readAnswers: readHomeAnswers,
  draftOf: homeDraftOf,
  changeOf: homeChangeOf,
  summaryOf: homeSummaryOf,
  showsProblem: homeShowsProblem,
  Fields: HomeChangeFields,
});
