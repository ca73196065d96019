import type { DocumentBusinessProcess } from '@wallet/domain';

/** A customer-facing heading for each business process the documents are filed under. */
export const DOCUMENT_PROCESS_HEADINGS: Record<DocumentBusinessProcess, string> = {
  NEW_BUSINESS: 'New policy',
  RENEWAL_CONFIRMATION: 'Renewal confirmation',
  RENEWAL_TRANSFER: 'Renewal transfer',
  LAPSE: 'Lapsed policy',
  RENEWAL_OFFER: 'Renewal offer',
  CANCELLATION: 'Withdrawal or cancellation',
  MID_TERM_ADJUSTMENT: 'Change to your policy',
  ON_REQUEST: 'Documents you asked for',
};
