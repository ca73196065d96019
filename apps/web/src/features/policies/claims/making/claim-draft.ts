import {
  CLAIM_MESSAGES,
  claimRequestProblems,
  itemEstimateCents,
  itemEstimateProblem,
  typedToIsoDate,
  type ClaimRequest,
  type ProductClaimFacts,
  type ProfilePolicy,
} from '@wallet/domain';

/** The claim form's answers as typed. */
export interface ClaimDraft {
  anyoneHurt: boolean | null;
  kind: string;
  dateText: string;
  place: string;
  description: string;
  items: { description: string; estimate: string }[];
  otherParty: { name: string; registration: string; insurer: string };
  gardaReportNumber: string;
  trip: { destination: string; departureText: string; returnText: string };
}

export const EMPTY_CLAIM_DRAFT: ClaimDraft = {
  anyoneHurt: null,
  kind: '',
  dateText: '',
  place: '',
  description: '',
  items: [{ description: '', estimate: '' }],
  otherParty: { name: '', registration: '', insurer: '' },
  gardaReportNumber: '',
  trip: { destination: '', departureText: '', returnText: '' },
};

/** The form's field ids, by the request's field paths (the API's fieldErrors name the same). */
export const claimFieldId = (path: string): string =>
  `claim-${path.replaceAll('_', '-').replaceAll('.', '-')}`;

const typedDate = (text: string) => {
  const trimmed = text.trim();
  return { given: trimmed !== '', iso: trimmed ? typedToIsoDate(trimmed, 'near') : undefined };
};

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The draft checked with the rules the API keeps, before it is sent: the problems by field id (in
 * the form's order), or the request to send.
 */
export function checkedClaim(
  draft: ClaimDraft,
  facts: ProductClaimFacts,
  policy: Pick<ProfilePolicy, 'policy_id' | 'start_date' | 'end_date'>,
  claimsPhoneNumber: string,
  submissionId: string,
  today: string,
): { problems: Record<string, string>; request: ClaimRequest | null } {
  const problems: Record<string, string> = {};
  if (draft.anyoneHurt === null)
    problems[claimFieldId('anyone_hurt')] = CLAIM_MESSAGES.anyoneHurtRequired;
  const incident = typedDate(draft.dateText);
  const departure = typedDate(draft.trip.departureText);
  const back = typedDate(draft.trip.returnText);
  draft.items.forEach((item, index) => {
    const estimate = itemEstimateProblem(item.estimate);
    if (estimate) problems[claimFieldId(`items.${index}.estimate`)] = estimate;
  });
  const request: ClaimRequest = {
    submission_id: submissionId,
    policy_id: policy.policy_id,
    kind: draft.kind,
    incident_date: incident.iso ?? (incident.given ? 'invalid' : ''),
    ...(facts.place === 'asked' ? { place: draft.place } : {}),
    description: draft.description,
    anyone_hurt: draft.anyoneHurt ?? false,
    items: draft.items.map((item) => ({
      description: item.description,
      estimate_cents: itemEstimateProblem(item.estimate) ? 100 : itemEstimateCents(item.estimate),
    })),
    ...(facts.asksOtherParty
      ? {
          other_party: Object.fromEntries(
            Object.entries(draft.otherParty).flatMap(([field, value]) =>
              optional(value) ? [[field, optional(value)]] : [],
            ),
          ),
          ...(optional(draft.gardaReportNumber)
            ? { garda_report_number: optional(draft.gardaReportNumber) }
            : {}),
        }
      : {}),
    ...(facts.asksTrip
      ? {
          trip: {
            destination: draft.trip.destination,
            departure_date: departure.iso ?? (departure.given ? 'invalid' : ''),
            ...(back.given ? { return_date: back.iso ?? 'invalid' } : {}),
          },
        }
      : {}),
  };
  const ruled = claimRequestProblems(
    request,
    facts,
    { startDate: policy.start_date, endDate: policy.end_date, claimsPhoneNumber },
    today,
  );
  for (const [path, message] of Object.entries(ruled)) {
    // The whole list's problem shows at its first item; the policy's belongs to the form.
    const field =
      path === 'items' ? 'items.0.description' : path === 'trip' ? 'trip.destination' : path;
    problems[path === 'policy_id' ? 'form' : claimFieldId(field)] ??= message;
  }
  return { problems, request: Object.keys(problems).length === 0 ? request : null };
}
