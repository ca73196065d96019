import { WORDS } from '@wallet/domain';

/**
 * The agent's words on the payment and thank-you pages (issue 41): whom the payment is for, and
 * what to tell the customer once the policy is set up. Ours: the spec shows none of them.
 */
export const AGENT_CHECKOUT_TEXTS = {
  payingForTitle: 'You are taking this payment for',
  customerName: 'Customer',
  customerEmail: WORDS.emailAddress,
  payingForLead:
    'The policy will be in this customer’s name and their documents go to this email address. Please check both with the customer before you take the payment.',
  payingForLoading: 'Finding the customer this quote is for',
  payingForFailed:
    'We could not find the customer this quote is for. Please go back to the quote and press Proceed again, so the customer’s account is checked.',
  successTitle: 'The customer’s policy is set up',
  successAnnouncement: 'The customer’s policy is set up.',
  policyFor: (name: string) => `The policy is ${name}’s.`,
  paymentTitle: 'The payment',
  tellTitle: 'What to tell the customer',
  tellNumbers: (numberLabel: string, number: string, reference: string) =>
    `Their ${numberLabel} is ${number} and their policy reference number is ${reference}: ask them to keep the reference number to hand if they contact us.`,
  tellDocumentsEmailed: (email: string) =>
    `We are emailing their policy documents to ${email} now: the email links to the documents, which they open when signed in.`,
  tellSignInWithPassword: (email: string) =>
    `They sign in to the wallet with ${email} and their own password, and find the policy under Your policies.`,
  tellSetPassword: (email: string) =>
    `Their account has no password yet: the email we sent to ${email} when their account was made leads them to set one. Then they sign in with ${email} and find the policy under Your policies.`,
  tellAgentActions: 'They can see what you did for them today under Agent activity in the wallet.',
  firstDebitNext: (amountAndDate: string) =>
    `Their first direct debit, ${amountAndDate}, is collected from their account; the others follow on the same day of each month.`,
  customerUnknown:
    'The customer’s details could not be loaded: please open the policy’s documents to see them.',
  viewDocuments: 'Policy documents',
  backToWallet: 'Back to the workspace',
} as const;
