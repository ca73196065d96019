import {
  COMPLAINT_OUTCOME_LABELS,
  PRODUCT_LABELS,
  PRODUCT_TYPES,
  calendarDateOf,
  dayInWords,
  formatIsoDate,
  type ComplaintDetail,
  type ProductType,
} from '@wallet/domain';
import { Card } from '../../ui/card';
import { ComplaintFacts } from './complaint-facts';
import { ComplaintStatusTag } from './complaint-status-tag';
import { COMPLAINT_TEXTS as TEXT } from './complaint-texts';

const isProductType = (value: string | null): value is ProductType =>
  value !== null && (PRODUCT_TYPES as readonly string[]).includes(value);

/** When something happened, as a day in words (the instant in Irish time). */
export function complaintDayOf(instant: string): string {
  return dayInWords(formatIsoDate(calendarDateOf(new Date(instant))));
}

/** The policy or claim a complaint names, in words; null when it names none. */
export function complaintNamingOf(
  complaint: Pick<ComplaintDetail, 'policy_number' | 'product' | 'claim_reference'>,
): string | null {
  if (complaint.claim_reference) return complaint.claim_reference;
  if (!complaint.policy_number) return null;
  return `${isProductType(complaint.product) ? `${PRODUCT_LABELS[complaint.product]} ` : ''}${complaint.policy_number}`;
}

/** The complaint's facts, its words, its timeline and its final response with the FSPO text. */
export function ComplaintStory({ complaint }: { complaint: ComplaintDetail }) {
  const naming = complaintNamingOf(complaint);
  return (
    <div className="complaint-stack">
      <Card as="section" aria-labelledby="complaint-facts-title">
        <h2 id="complaint-facts-title" className="complaint-heading">
          {complaint.reference}
        </h2>
        <ComplaintStatusTag status={complaint.status} />
        <ComplaintFacts
          rows={[
            [TEXT.about, complaint.about_label],
            ...(naming
              ? [[complaint.claim_reference ? TEXT.claim : TEXT.policy, naming] as const]
              : []),
            [TEXT.received, complaintDayOf(complaint.received_at)],
            ...(complaint.update_due
              ? [[TEXT.nextUpdate, dayInWords(complaint.update_due)] as const]
              : []),
            ...(complaint.final_response_due
              ? [[TEXT.finalResponseBy, dayInWords(complaint.final_response_due)] as const]
              : []),
            [TEXT.whatWentWrong, complaint.description],
            [TEXT.whatYouWant, complaint.wanted],
          ]}
        />
      </Card>
      {complaint.final_response && (
        <Card as="section" aria-labelledby="complaint-final-title" accent="primary">
          <h2 id="complaint-final-title" className="complaint-heading">
            {TEXT.finalResponse}
          </h2>
          <ComplaintFacts
            rows={[
              [TEXT.outcome, COMPLAINT_OUTCOME_LABELS[complaint.final_response.outcome]],
              [TEXT.givenOn, complaintDayOf(complaint.final_response.at)],
            ]}
          />
          <p className="complaint-text">{complaint.final_response.text}</p>
          <h3 className="complaint-subheading">{TEXT.ombudsman}</h3>
          {complaint.final_response.fspo.map((line) => (
            <p key={line} className="complaint-text">
              {line}
            </p>
          ))}
        </Card>
      )}
      <Card as="section" aria-labelledby="complaint-timeline-title">
        <h2 id="complaint-timeline-title" className="complaint-heading">
          {TEXT.timeline}
        </h2>
        <ol className="complaint-timeline">
          {complaint.timeline.map((event, index) => (
            <li key={`${event.kind}-${index}`} className="complaint-timeline__event">
              <p className="complaint-timeline__title">
                <strong>{TEXT.event[event.kind]}</strong>
                {event.outcome ? `: ${COMPLAINT_OUTCOME_LABELS[event.outcome]}` : ''}
                <span className="complaint-timeline__when"> {complaintDayOf(event.at)}</span>
              </p>
              {event.text && event.kind !== 'final_response' && (
                <p className="complaint-text">{event.text}</p>
              )}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
