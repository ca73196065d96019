import type { ProductClaimFacts } from './claim-form-facts.js';
import { CLAIM_MESSAGES as M } from './claim-messages.js';
import {
  claimablePolicyProblem,
  descriptionProblem,
  incidentDateProblem,
  incidentTooLongAgoProblem,
  itemDescriptionProblem,
  itemsCountProblem,
  placeProblem,
  shortTextProblem,
  tripProblems,
  type ClaimedPolicy,
} from './claim-rules.js';
import type { ClaimRequest } from './claim-schemas.js';

/**
 * Every problem of a claim as sent, by the request's field path ('items.0.description'), or an
 * empty record when it may be made: the policy can be claimed on today, and the answers keep the
 * rules of its product's form. The API refuses with these; the form shows the same messages.
 */
export function claimRequestProblems(
  request: ClaimRequest,
  facts: ProductClaimFacts,
  policy: ClaimedPolicy,
  today: string,
): Record<string, string> {
  const problems: Record<string, string | null> = {
    policy_id: claimablePolicyProblem(policy, today),
    kind: !request.kind
      ? M.kindRequired
      : facts.kinds.some((kind) => kind.code === request.kind)
        ? null
        : M.kindUnknown,
    incident_date:
      incidentDateProblem(request.incident_date, policy, today) ??
      incidentTooLongAgoProblem(
        request.incident_date,
        facts.claimWithinDays,
        today,
        policy.claimsPhoneNumber,
      ),
    description: descriptionProblem(request.description),
    items: itemsCountProblem(request.items.length),
    place:
      facts.place === 'asked'
        ? placeProblem(request.place)
        : request.place === undefined
          ? null
          : M.notAsked,
    garda_report_number: facts.asksOtherParty
      ? shortTextProblem(request.garda_report_number)
      : request.garda_report_number === undefined
        ? null
        : M.notAsked,
    other_party: !facts.asksOtherParty && request.other_party !== undefined ? M.notAsked : null,
    trip: facts.asksTrip
      ? request.trip === undefined
        ? M.tripDestinationRequired
        : null
      : request.trip === undefined
        ? null
        : M.notAsked,
  };
  request.items.forEach((item, index) => {
    problems[`items.${index}.description`] = itemDescriptionProblem(item.description);
  });
  if (facts.asksOtherParty && request.other_party) {
    for (const [field, value] of Object.entries(request.other_party)) {
      problems[`other_party.${field}`] = shortTextProblem(value);
    }
  }
  if (facts.asksTrip && request.trip) {
    const trip = tripProblems({
      destination: request.trip.destination,
      departureDate: request.trip.departure_date,
      returnDate: request.trip.return_date,
    });
    problems['trip.destination'] = trip.destination ?? null;
    problems['trip.departure_date'] = trip.departureDate ?? null;
    problems['trip.return_date'] = trip.returnDate ?? null;
  }
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
