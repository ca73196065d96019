import {
  COMPLAINT_BUSINESS_DAYS,
  COMPLAINT_OUTCOME_LABELS,
  COMPLAINT_SUBJECT_LABELS,
  FSPO_RIGHT_LINES,
  dayInWords,
  type ComplaintOutcome,
  type ComplaintSubject,
} from '@wallet/domain';
import type { OutgoingMessage } from '../../adapters/messages/messages-port.js';
import { customerEmail, type Buyer } from '../checkout/index.js';

export const COMPLAINT_RECEIVED_TEMPLATE = 'complaint-received';
export const COMPLAINT_UPDATE_TEMPLATE = 'complaint-update';
export const COMPLAINT_FINAL_RESPONSE_TEMPLATE = 'complaint-final-response';
export const COMPLAINT_RESOLVED_TEMPLATE = 'complaint-resolved';

/** The complaint an e-mail is about. */
export interface ComplaintOfEmail {
  reference: string;
  about: ComplaintSubject;
  /** 'Home Insurance HOME-123', or the claim's reference, when it names one. */
  naming: string | null;
}

const aboutLine = (complaint: ComplaintOfEmail) =>
  `About: ${COMPLAINT_SUBJECT_LABELS[complaint.about]}${complaint.naming ? `, ${complaint.naming}` : ''}`;

const FOLLOW = 'You can follow it under Your complaints in your wallet.';

/**
 * The acknowledgement (issue 45; the Consumer Protection Code: at once, on the channel the
 * complaint came in, with its reference), and what is owed next and by when.
 */
export function complaintReceivedEmail(
  to: Buyer,
  complaint: ComplaintOfEmail,
  due: { update: string; finalResponse: string },
): OutgoingMessage {
  return customerEmail(
    to,
    COMPLAINT_RECEIVED_TEMPLATE,
    `Complaint ${complaint.reference} received`,
    [
      `We have received your complaint. Its reference is ${complaint.reference}.`,
      '',
      aboutLine(complaint),
      '',
      `We will give you an update on it by ${dayInWords(due.update)} at the latest, and then at least every ${COMPLAINT_BUSINESS_DAYS.update} business days until it is settled.`,
      `We will give you our final response by ${dayInWords(due.finalResponse)}.`,
      FOLLOW,
    ],
  );
}

/** An update on the complaint, in the staff member's words, and when the next is due. */
export function complaintUpdateEmail(
  to: Buyer,
  complaint: ComplaintOfEmail,
  text: string,
  due: { update: string; finalResponse: string },
): OutgoingMessage {
  return customerEmail(
    to,
    COMPLAINT_UPDATE_TEMPLATE,
    `Complaint ${complaint.reference}: an update`,
    [
      `Here is an update on your complaint ${complaint.reference}.`,
      '',
      text,
      '',
      `Your next update is due by ${dayInWords(due.update)}, and our final response by ${dayInWords(due.finalResponse)}.`,
      FOLLOW,
    ],
  );
}

/** The final response: its outcome, its words and the customer's right to go to the Ombudsman. */
export function complaintFinalResponseEmail(
  to: Buyer,
  complaint: ComplaintOfEmail,
  outcome: ComplaintOutcome,
  text: string,
): OutgoingMessage {
  return customerEmail(
    to,
    COMPLAINT_FINAL_RESPONSE_TEMPLATE,
    `Complaint ${complaint.reference}: our final response`,
    [
      `This is our final response to your complaint ${complaint.reference}.`,
      '',
      aboutLine(complaint),
      `Outcome: ${COMPLAINT_OUTCOME_LABELS[outcome]}`,
      '',
      text,
      '',
      ...FSPO_RIGHT_LINES,
    ],
  );
}

/** The complaint is resolved to the customer's satisfaction: how, in the staff member's words. */
export function complaintResolvedEmail(
  to: Buyer,
  complaint: ComplaintOfEmail,
  text: string,
): OutgoingMessage {
  return customerEmail(
    to,
    COMPLAINT_RESOLVED_TEMPLATE,
    `Complaint ${complaint.reference}: resolved`,
    [
      `Your complaint ${complaint.reference} is resolved.`,
      '',
      text,
      '',
      'If you are not satisfied after all, reply to this e-mail or call us, quoting your complaint reference, and we will look at it again.',
      FOLLOW,
    ],
  );
}
