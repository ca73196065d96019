/**
 * The BankTransfers port: money the insurer sends to a customer's bank account by SEPA credit
 * transfer (a claim's settlement for a policy paid by direct debit). The bank keeps the account's
 * number; the wallet keeps only the transfer's reference.
 */
export interface CreditTransferRequest {
  iban: string;
  bic: string;
  accountHolder: string;
  amountCents: number;
  /** What the payee's statement shows: the claim's reference. */
  remittance: string;
  /** A transfer asked again with its key is made once and answers the first reference. */
  transferKey: string;
}

export interface BankTransfers {
  send(request: CreditTransferRequest): Promise<{ reference: string }>;
}
