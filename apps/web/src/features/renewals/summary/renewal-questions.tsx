import {
  HOME_PRODUCT_DOCUMENTS,
  HOUSEHOLD_TERMS_DOCUMENTS,
  homeProductDocumentPath,
  type HomeInsurer,
  type RenewalAnswerProblems,
  type RenewalHistoryYear,
} from '@wallet/domain';
import type { ReactNode } from 'react';
import { API_PREFIX } from '../../../lib/api-client';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { ConsentCheckbox, type ConsentDocument } from '../../../ui/consent-checkbox';
import { AutoRenewalSwitch } from '../components/auto-renewal-switch';
import { RenewalClaims } from '../components/renewal-history';
import type { RenewalJourneyAnswers } from '../journey/renewal-journey';
import { RENEWAL_SCREEN_TEXTS as TEXT } from '../renewal-texts';

/**
 * What each question is about: its group's name, and how the error summary names it beside the
 * spec's 'Answer is required' (home.md 5), which names no question.
 */
export const QUESTION_TOPICS = {
  claimsConditionOne: 'Your claims',
  claimsConditionTwo: 'Your statement of fact',
  acceptedTermsAndConditions: 'The terms of your renewed policy',
} as const;

/**
 * One tick-box question in a group named by its topic: the error summary reads the group's name,
 * so its two 'Answer is required' lines say which question each is.
 */
function Question({
  field,
  lead,
  children,
}: {
  field: keyof typeof QUESTION_TOPICS;
  /** Why the question is asked, under its topic. */
  lead?: string;
  children: ReactNode;
}) {
  const titleId = `${RENEWAL_QUESTION_IDS[field]}-topic`;
  return (
    <div role="group" aria-labelledby={titleId} className="renewal-question">
      <p id={titleId} className="renewal-question__topic">
        {QUESTION_TOPICS[field]}
      </p>
      {lead && <p className="renewal-question__lead">{lead}</p>}
      {children}
    </div>
  );
}

/** The renewed policy's terms, of the insurer chosen: the documents the terms box names. */
export function renewedTermsDocuments(insurer: HomeInsurer): ConsentDocument[] {
  return HOUSEHOLD_TERMS_DOCUMENTS.map((document) => ({
    title: HOME_PRODUCT_DOCUMENTS[document].displayName,
    href: `${API_PREFIX}${homeProductDocumentPath(document, insurer)}`,
    format: 'PDF',
  }));
}

/** Where each renewal question is on the page, for the error summary's links. */
export const RENEWAL_QUESTION_IDS = {
  claimsConditionOne: 'renewal-claims-condition-one',
  claimsConditionTwo: 'renewal-claims-condition-two',
  acceptedTermsAndConditions: 'renewal-accepted-terms',
} as const;

/**
 * home.md 2 and 5: the renewal questions on 'Your Summary': the two claims conditions, automatic
 * renewal (the switch, saved at once), and the renewed policy's terms when they are asked for (not
 * when the renewal renews by itself on its current terms).
 */
export function RenewalQuestions({
  answers,
  problems,
  onAnswer,
  termsNeeded,
  insurer,
  alternativePolicy,
  history,
  autoRenewal,
}: {
  answers: RenewalJourneyAnswers;
  problems: RenewalAnswerProblems;
  onAnswer: (answers: RenewalJourneyAnswers) => void;
  termsNeeded: boolean;
  /** The insurer of the quote chosen: its terms are the renewed policy's. */
  insurer: HomeInsurer;
  /** The other insurer's quote is chosen: its terms are asked for whatever the switch says. */
  alternativePolicy: boolean;
  history: RenewalHistoryYear[];
  autoRenewal: { policyId: string; enabled: boolean; renewalDate: string };
}) {
  const tick = (field: keyof RenewalJourneyAnswers) => ({
    id: RENEWAL_QUESTION_IDS[field],
    checked: answers[field] === true,
    error: problems[field],
    onChange: (event: { target: { checked: boolean } }) =>
      onAnswer({ ...answers, [field]: event.target.checked }),
  });
  return (
    <Card as="section" aria-labelledby="renewal-questions-title" className="renewal-questions">
      <h2 id="renewal-questions-title" className="renewal-section-title">
        {TEXT.questionsTitle}
      </h2>
      <h3 className="renewal-subtitle">{TEXT.claimsInFiveYears}</h3>
      <RenewalClaims history={history} />
      <Question field="claimsConditionOne">
        <Checkbox label={TEXT.claimsConditionOne} {...tick('claimsConditionOne')} />
      </Question>
      <Question field="claimsConditionTwo">
        <Checkbox label={TEXT.claimsConditionTwo} {...tick('claimsConditionTwo')} />
      </Question>
      <h3 className="renewal-subtitle">{TEXT.autoRenewalTitle}</h3>
      <AutoRenewalSwitch
        policyId={autoRenewal.policyId}
        autoRenewal={autoRenewal.enabled}
        renewalDate={autoRenewal.renewalDate}
      />
      {termsNeeded && (
        <Question
          field="acceptedTermsAndConditions"
          lead={alternativePolicy ? TEXT.termsLeadAlternative : TEXT.termsLeadNotAutomatic}
        >
          <ConsentCheckbox
            label={TEXT.acceptedTermsAndConditions}
            documents={renewedTermsDocuments(insurer)}
            {...tick('acceptedTermsAndConditions')}
          />
        </Question>
      )}
    </Card>
  );
}
