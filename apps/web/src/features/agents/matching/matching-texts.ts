import type { RetrieveUserOption } from '@wallet/domain';

/** The matching service's words (platform.md 2.10); the spec's messages come from the domain. */
export const MATCHING_TEXTS = {
  title: 'Matching Service',
  lead: 'Find a registered customer to match their portfolio codes or change their mobile number.',
  formTitle: 'Retrieve user',
  optionLabel: 'Search by',
  optionPlaceholder: 'Select an option',
  inputLabel: 'Search for',
  inputHint: 'The start of the customer’s email address, first name or surname',
  search: 'Search',
  resultsCaption: 'Customers found',
  found: (count: number) => (count === 1 ? '1 customer found' : `${count} customers found`),
  match: 'Match',
  editMobile: 'Edit mobile',
  noNumber: 'None',
  matchTitle: (name: string) => `Portfolio codes of ${name}`,
  noCodes: 'This customer has no portfolio codes yet.',
  codeLabel: (index: number) => `Portfolio code ${index}`,
  /**
   * The matching service takes the spec's long code (platform.md 5), not Create Customer
   * Account's ABCD12: the hint says which, in words a screen reader reads well.
   */
  codeHint:
    'Matching service format: letters or digits in groups of 8, 4, 4 and 12 joined by hyphens, for example A1B2C3D4-E5F6-A7B8-C9D0E1F2A3B4 (not a 6-character code such as ABCD12)',
  addCode: 'Add portfolio code',
  save: 'Save',
  delete: 'Delete',
  close: 'Close',
  confirmEditTitle: 'Change this portfolio code?',
  confirmEdit: (from: string, to: string) =>
    `The customer’s portfolio code ${from} will be replaced by ${to}.`,
  confirmDeleteTitle: 'Delete this portfolio code?',
  confirmDelete: (code: string) => `${code} will no longer be matched to this customer.`,
  deleted: (code: string) => `Portfolio code ${code} deleted`,
  mobileTitle: (name: string) => `Mobile number of ${name}`,
  mobileLabel: 'Mobile number',
  mobileHint: 'For example 0871234567 or +353871234567',
} as const;

/** platform.md 7: retrieve user searches one field, chosen by its option. */
export const RETRIEVE_USER_OPTION_LABELS: Record<RetrieveUserOption, string> = {
  email: 'Email address',
  first_name: 'First name',
  last_name: 'Surname',
};
