import { formatEuro, isoToDisplayDate, type ClaimRequest } from '@wallet/domain';
import { CLAIM_TEXTS as TEXT } from './claim-texts';

/** What a claim says, as sent or as kept: the claim's detail has the request's answers. */
type ClaimAnswers = Pick<
  ClaimRequest,
  'anyone_hurt' | 'incident_date' | 'description' | 'items'
> & {
  place?: string | null | undefined;
  garda_report_number?: string | null | undefined;
  other_party?: ClaimRequest['other_party'] | null;
  trip?: ClaimRequest['trip'] | null;
};

const OTHER_PARTY_LABELS = {
  name: TEXT.otherPartyNameShort,
  registration: TEXT.otherPartyRegistrationShort,
  insurer: TEXT.otherPartyInsurerShort,
} as const;

/**
 * The customer's answers as label and value rows, in the form's order: the check before sending
 * and the claim's page show the same.
 */
export function claimAnswerRows(answers: ClaimAnswers, kindLabel: string): [string, string][] {
  const rows: [string, string][] = [
    [TEXT.hurtLabel, answers.anyone_hurt ? TEXT.yes : TEXT.no],
    [TEXT.kindLabel, kindLabel],
    [TEXT.dateLabel, isoToDisplayDate(answers.incident_date) ?? ''],
    [TEXT.placeLabel, answers.place?.trim() || TEXT.homePlace],
    [TEXT.descriptionLabel, answers.description.trim()],
    ...answers.items.map((item, index): [string, string] => [
      TEXT.itemLabel(index),
      `${item.description.trim()}, ${formatEuro(item.estimate_cents)}`,
    ]),
  ];
  const otherParty = Object.entries(answers.other_party ?? {}).filter(([, value]) => value);
  if (otherParty.length > 0) {
    rows.push([
      TEXT.otherPartyHeading,
      otherParty
        .map(([field, value]) => {
          const label = OTHER_PARTY_LABELS[field as keyof typeof OTHER_PARTY_LABELS];
          return label ? `${label}: ${value}` : value;
        })
        .join('; '),
    ]);
  }
  if (answers.garda_report_number) {
    rows.push([TEXT.gardaReportShort, answers.garda_report_number]);
  }
  if (answers.trip) {
    rows.push([
      TEXT.tripHeading,
      [
        answers.trip.destination.trim(),
        isoToDisplayDate(answers.trip.departure_date),
        answers.trip.return_date && isoToDisplayDate(answers.trip.return_date),
      ]
        .filter(Boolean)
        .join(', '),
    ]);
  }
  return rows;
}
