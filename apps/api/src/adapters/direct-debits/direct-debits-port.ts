/**
 * The DirectDebits port (issue 45): the insurer, as SEPA Core creditor, asks the bank to collect
 * a debit from the account a mandate names. The bank answers each collection with its reference,
 * collected or refused (a return reason code such as AM04, insufficient funds).
 */
export interface DirectDebitRequest {
  iban: string;
  bic: string;
  accountHolder: string;
  /** The mandate's reference, as the debtor's statement shows it. */
  mandateReference: string;
  amountCents: number;
  /** A collection asked again with its key is made once and answers the first result. */
  collectionKey: string;
}

export type DirectDebitResult =
  { ok: true; reference: string } | { ok: false; reference: string; returnReason: string };

export interface DirectDebits {
  collect(request: DirectDebitRequest): Promise<DirectDebitResult>;
}
