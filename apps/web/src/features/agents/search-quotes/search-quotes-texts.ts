import type { ContactMode, QuoteSearchOption } from '@wallet/domain';

/** Search All Home Quotes' words (platform.md 2.10); the spec's messages come from the domain. */
export const SEARCH_QUOTES_TEXTS = {
  title: 'Search All Home Quotes',
  lead: 'Find a customer’s home quotes by email or name, or every home quote of a branch.',
  modeLabel: 'Search by',
  optionLabel: 'Search option',
  optionPlaceholder: 'Select an option',
  inputLabel: 'Search for',
  inputHint: 'At least 3 characters: the start of the email address, first name or surname',
  branchLabel: 'Branch',
  branchHint: 'Start typing the branch’s name, then choose it from the list.',
  noBranchFound: 'No branch matches what you typed',
  search: 'Search',
  customersCaption: 'Customers with home quotes',
  customersFound: (count: number) =>
    count === 1 ? '1 customer found' : `${count} customers found`,
  quotesFound: (count: number) => (count === 1 ? '1 quote found' : `${count} quotes found`),
  viewQuotes: 'View quotes',
  quotesOf: (email: string) => `Home quotes of ${email}`,
  branchQuotes: (branch: string) => `Home quotes of ${branch}`,
  loadMore: 'Show more quotes',
  openQuote: 'Open quote',
  openFailed: 'We could not open this quote. Please try again.',
  columns: {
    name: 'Name',
    dateOfBirth: 'Date of birth',
    email: 'Email address',
    policyCode: 'Policy code',
    rsa: 'RSA quote',
    fbd: 'FBD quote',
    quoteDate: 'Quote date',
    dwellingType: 'Dwelling type',
    branch: 'Branch',
  },
} as const;

/** platform.md 9's contact modes, as the search offers them. */
export const CONTACT_MODE_LABELS: Record<ContactMode, string> = {
  Email: 'Customer email or name',
  Branch: 'Branch',
};

export const QUOTE_SEARCH_OPTION_LABELS: Record<QuoteSearchOption, string> = {
  email: 'Email address',
  first_name: 'First name',
  last_name: 'Surname',
};
