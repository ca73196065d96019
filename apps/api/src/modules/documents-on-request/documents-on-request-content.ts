/**
 * What each document made on request says (issue 45), composed from the blocks every policy
 * document prints; the product's own documents (car's disc and no-claims statement) are drawn by
 * its document model and only titled and added to here.
 */
import {
  CAR_LIMITS,
  CUSTOMER_SERVICE_HOURS,
  DOCUMENT_ON_REQUEST_WORDS as WORDS,
  NO_CLAIMS_YEARS_LABELS,
  PHONE,
  claimEffectOnBonus,
  isInForce,
  isoToDisplayDate,
  noClaimsEarnedInWords,
  type ClaimEffect,
  type ClaimStage,
  type NoClaimsEarned,
  type NoClaimsYears,
} from '@wallet/domain';
import { formatIssuedDate } from '../../adapters/documents/document-dates.js';
import {
  paragraphBlock,
  periodOfCover,
  textBlock,
} from '../../adapters/documents/policy-document-blocks.js';
import type {
  DocumentBlock,
  DocumentRow,
  PolicyDocumentContent,
} from '../../adapters/documents/policy-documents-port.js';

const displayDate = (isoDate: string) => isoToDisplayDate(isoDate) ?? isoDate;

/** 'DD/MM/YYYY at HH:MM', in Irish time: when a document on request was made. */
export function issuedInWords(at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${formatIssuedDate(at)} at ${time}`;
}

/** The policy as the letter and the statement name it. */
export interface PolicyInWords {
  productName: string;
  policyNumberLabel: string;
  policyNumber: string;
  referenceNumber: string;
  insurerName: string;
  holderName: string;
  /** What it covers, in its documents' words; null when not on record. */
  cover: string | null;
  status: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD: the last day of cover. */
  endDate: string;
}

/** What a document is listed as: its name in the list and what it is, with when it was made. */
const listing = (kind: keyof typeof WORDS, issuedAt: Date) => ({
  displayName: WORDS[kind].name,
  description: `${WORDS[kind].description}. Issued ${issuedInWords(issuedAt)}.`,
});

/** A proof-of-cover letter: the policy, its period and that it is in force (or starts). */
export function proofOfCoverLetter(
  name: string,
  policy: PolicyInWords,
  issuedAt: Date,
  today: string,
): PolicyDocumentContent {
  if (!isInForce(policy, today)) {
    // The rules refuse it (documentOnRequestRefusal): a letter never says an ended policy stands.
    throw new Error(`Policy ${policy.policyNumber} is not in force: no proof of cover is drawn`);
  }
  const started = policy.startDate <= today;
  const standing = started
    ? `is in force on ${displayDate(today)}`
    : `has been taken out, and its cover starts on ${displayDate(policy.startDate)}`;
  const rows: DocumentRow[] = [
    { label: 'Policy holder', value: policy.holderName },
    { label: 'Insurance', value: policy.productName },
    ...(policy.cover ? [{ label: 'Cover', value: policy.cover }] : []),
    { label: policy.policyNumberLabel, value: policy.policyNumber },
    { label: 'Reference number', value: policy.referenceNumber },
    { label: 'Insurer', value: policy.insurerName },
    { label: 'Period of insurance', value: periodOfCover(policy.startDate, policy.endDate) },
    {
      label: 'Status',
      value: started ? 'In force' : `Starts on ${displayDate(policy.startDate)}`,
    },
    { label: 'Date issued', value: formatIssuedDate(issuedAt) },
  ];
  return {
    name,
    ...listing('proof_of_cover', issuedAt),
    title: 'Proof of Cover',
    blocks: [
      textBlock(
        `We confirm that ${policy.holderName} holds the ${policy.productName} policy below with ${policy.insurerName}, and that it ${standing}.`,
      ),
      { kind: 'table', title: 'The policy', rows },
      paragraphBlock({
        heading: 'About this letter',
        text: `This letter confirms the cover as it stands on the day it was issued, and changes nothing of it: the policy documents set out its terms in full. Cover that is cancelled or changed after this date is not shown here. To check that the cover still stands, call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}).`,
      }),
    ],
  };
}

/** The car's disc, drawn by its document model, titled and listed as a replacement. */
export function replacementDisc(
  name: string,
  disc: PolicyDocumentContent,
  issuedAt: Date,
): PolicyDocumentContent {
  return {
    ...disc,
    name,
    ...listing('replacement_disc', issuedAt),
    title: 'Replacement Insurance Disc',
    blocks: [
      textBlock(
        `This disc, issued on ${issuedInWords(issuedAt)}, replaces any insurance disc issued before for this policy: display this one and destroy the old one if you find it.`,
      ),
      ...disc.blocks,
    ],
  };
}

const EFFECT_WORDS: Record<ClaimEffect, string> = {
  counts: 'Counts: the insurer paid or agreed to pay it',
  undecided: 'Not yet decided: it counts if the insurer pays it',
  does_not_count: 'Does not count',
};

export interface NoClaimsStatementInput {
  policy: PolicyInWords;
  pricedYears: NoClaimsYears;
  protectedBonus: boolean;
  earned: NoClaimsEarned;
  claims: readonly { reference: string; kind: string; stage: ClaimStage; kindLabel: string }[];
  today: string;
}

function yearOfThisPolicy(input: NoClaimsStatementInput): string {
  const { earned, policy } = input;
  if (earned.yearEarned) return 'Earned: the period ran to its end without a claim that counts';
  if (earned.periodCompleted) return 'Not earned: a claim counts against the period';
  if (policy.status === 'cancelled') {
    return `Not earned: the policy was cancelled before its period ended (cover ended on ${displayDate(policy.endDate)})`;
  }
  return `Not yet: a year is earned when the period ends on ${displayDate(policy.endDate)} without a claim that counts`;
}

/**
 * The no-claims bonus statement of the years earned to date: the years, how they were reached
 * and the claims on the policy, then the model's statement of the discount the policy was priced
 * with (its own 'About' left out: this one says what it is).
 */
export function noClaimsStatement(
  name: string,
  priced: PolicyDocumentContent,
  input: NoClaimsStatementInput,
  issuedAt: Date,
): PolicyDocumentContent {
  const { earned } = input;
  const isAbout = (block: DocumentBlock) =>
    block.kind === 'paragraph' && block.heading === 'About this statement';
  const [first, ...rest] = priced.blocks;
  const stepBack = input.protectedBonus
    ? 'None: your no claims discount is protected'
    : earned.stepBackYears === 0
      ? 'None'
      : `${earned.stepBackYears} years`;
  return {
    ...priced,
    name,
    ...listing('no_claims_statement', issuedAt),
    title: 'No Claims Bonus Statement',
    blocks: [
      ...(first ? [first] : []),
      {
        kind: 'table',
        title: `Years earned to ${displayDate(input.today)}`,
        rows: [
          {
            label: 'Years of no claims bonus earned to date',
            value: noClaimsEarnedInWords(earned),
            style: { bold: true },
          },
          {
            label: 'Years when the policy was taken out',
            value: NO_CLAIMS_YEARS_LABELS[input.pricedYears],
          },
          { label: 'Year of this policy', value: yearOfThisPolicy(input) },
          { label: 'Claims that count', value: String(earned.claimsCounted) },
          { label: 'Years taken off for claims', value: stepBack },
          {
            label: 'Policy status',
            value: isInForce(input.policy, input.today)
              ? 'In force'
              : `Ended: cover ended on ${displayDate(input.policy.endDate)}`,
          },
        ],
      },
      {
        kind: 'table',
        title: 'Claims made on this policy',
        rows: input.claims.map((claim) => ({
          label: `${claim.reference} (${claim.kindLabel})`,
          value: EFFECT_WORDS[claimEffectOnBonus(claim)],
        })),
        emptyText: 'No claims have been made on this policy.',
      },
      ...rest.filter((block) => !isAbout(block)),
      paragraphBlock({
        heading: 'About this statement',
        text: `This statement sets out the years of no claims bonus earned to ${displayDate(input.today)}: the years you had when the policy was taken out, a year for a period of insurance that ran to its end without a claim that counts, less ${CAR_LIMITS.ncdStepBackYearsPerClaim} years for each claim the insurer paid unless your discount is protected. A declined claim, or a windscreen or glass claim, never reduces it. Another insurer may ask to see this statement. For any question, call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}).`,
      }),
    ],
  };
}
