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

/** One thing damaged or lost, as typed; its key stays with it when others are removed. */
export interface ClaimDraftItem {
  key: string;
  description: string;
  estimate: string;
}

let itemsMade = 0;
/** A new, empty thing to list, with a key no other item of the page has. */
export const newClaimDraftItem = (): ClaimDraftItem => ({
  key: `item-${(itemsMade += 1)}`,
  description: '',
  estimate: '',
});

/** The claim form's answers as typed. */
export interface ClaimDraft {
  anyoneHurt: boolean | null;
  kind: string;
  dateText: string;
  place: string;
  description: string;
  items: ClaimDraftItem[];
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
  items: [{ key: 'item-0', description: '', estimate: '' }],
  otherParty: { name: '', registration: '', insurer: '' },
  gardaReportNumber: '',
  trip: { destination: '', departureText: '', returnText: '' },
};

/** The form's field ids, by the request's field paths (the API's fieldErrors name the same). */
export const claimFieldId = (path: string): string =>
  `claim-${path.replaceAll('_', '-').replaceAll('.', '-')}`;

const ITEM_PATH = /^items\.(\d+)\.(description|estimate|estimate_cents)$/;

/**
 * Where the form shows a problem the rules or the API name by the request's field path: a list's
 * or a group's own problem at its first field, a cost at its typed field, the policy's (and any
 * path the form has no field for) for the form as a whole.
 */
export function claimProblemKey(path: string, itemCount: number): string {
  const item = ITEM_PATH.exec(path);
  if (item) {
    const index = Number(item[1]);
    if (index >= itemCount) return 'form';
    return claimFieldId(`items.${index}.${item[2] === 'description' ? 'description' : 'estimate'}`);
  }
  if (path === 'items') return claimFieldId('items.0.description');
  if (path === 'trip') return claimFieldId('trip.destination');
  if (path === 'other_party') return claimFieldId('other_party.name');
  return CLAIM_FIELD_PATHS.has(path) ? claimFieldId(path) : 'form';
}

/** The request's field paths the form has fields for, in the order it draws them. */
export const claimFieldPaths = (itemCount: number): string[] => [
  'anyone_hurt',
  'kind',
  'incident_date',
  'place',
  'description',
  ...Array.from({ length: itemCount }, (_, index) => [
    `items.${index}.description`,
    `items.${index}.estimate`,
  ]).flat(),
  'other_party.name',
  'other_party.registration',
  'other_party.insurer',
  'garda_report_number',
  'trip.destination',
  'trip.departure_date',
  'trip.return_date',
];

/** The paths of the fields beside the items'. */
const CLAIM_FIELD_PATHS = new Set(claimFieldPaths(0));

/** Problems keyed by the field paths, as {@link claimProblemKey} places them; the first stays. */
export function claimProblemsOf(
  byPath: Record<string, string>,
  itemCount: number,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [path, message] of Object.entries(byPath)) {
    problems[claimProblemKey(path, itemCount)] ??= message;
  }
  return problems;
}

/**
 * The draft without its item at `index`, and the problems moved with the items after it, so each
 * message stays beside the thing it is about.
 */
export function withoutClaimItem(
  draft: ClaimDraft,
  problems: Record<string, string>,
  index: number,
): { draft: ClaimDraft; problems: Record<string, string> } {
  const moved: Record<string, string> = {};
  const itemField = new RegExp(`^${claimFieldId('items.')}(\\d+)-(.+)$`);
  for (const [key, message] of Object.entries(problems)) {
    const item = itemField.exec(key);
    if (!item) {
      moved[key] = message;
      continue;
    }
    const at = Number(item[1]);
    if (at === index) continue;
    moved[at > index ? claimFieldId(`items.${at - 1}.${item[2]}`) : key] = message;
  }
  return {
    draft: { ...draft, items: draft.items.filter((_, at) => at !== index) },
    problems: moved,
  };
}

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
  for (const [key, message] of Object.entries(claimProblemsOf(ruled, draft.items.length))) {
    problems[key] ??= message;
  }
  return { problems, request: Object.keys(problems).length === 0 ? request : null };
}
