/** The agent landing's sections (platform.md 2.6), named as the spec names them. */
export const AGENT_LANDING_TEXTS = {
  lead: 'What would you like to do for your customer?',
  customerSearch: {
    title: 'Customer Search',
    body: 'Register a customer for the Digital Insurance Wallet with their portfolio code. They get an email to verify their address and then set their own password.',
    action: 'Create Customer Account',
  },
  matchingService: {
    title: 'Matching Service',
    body: 'Find a registered customer, match or unmatch their portfolio codes and change their mobile number.',
    action: 'Retrieve user',
  },
  searchQuotes: {
    title: 'Search All Home Quotes',
    body: "Find a customer's home quotes by email or name, or every quote of a branch.",
    action: 'Search quotes',
  },
  latestQuotes: {
    title: 'Latest Quotes',
    body: 'Quotes customers made online that nobody has called about yet, newest first.',
    car: 'Live Car Quotes',
    home: 'Live Home Quotes',
  },
  newQuote: {
    title: 'Create a new Quote',
    body: 'Start a quote with a customer on the phone or in the branch.',
  },
} as const;
