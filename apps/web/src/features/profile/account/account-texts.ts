import { MARKETING_CHOICE_MESSAGES, type MarketingChoiceSource } from '@wallet/domain';

/** Your account's words (issue 45). The spec gives none: these are ours, plain and specific. */
export const ACCOUNT_TEXTS = {
  title: 'Your account',
  lead: 'Your details, and how we may keep in touch with you.',
  details: {
    heading: 'Your details',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    email: 'Email',
    mobile: 'Mobile',
    address: 'Address',
    notGiven: 'Not given',
    loading: 'Loading your details',
    failed: 'We could not load your details just now. Please try again later.',
    byPhone: (phone: string) =>
      `Your name and date of birth are part of the price of your cover: to change them, please call us on ${phone}.`,
  },
  marketing: {
    heading: 'Marketing choices',
    lead: 'For each insurance you have bought from us: how we may tell you about offers and news, and whether your transactions may be analysed to tailor them. Saying no never affects your cover or its price.',
    none: 'You have no marketing choices yet: you give them when you buy a policy.',
    loading: 'Loading your marketing choices',
    failed: 'We could not load your marketing choices just now. Please try again later.',
    product: (label: string) => `${label} insurance`,
    channelsLegend: 'How we may contact you about offers',
    channels: { email: 'Email', phone: 'Phone', text: 'Text', post: 'Post' },
    analyse: 'Analyse my transactions to tailor offers to me',
    save: (label: string) => `Save my ${label.toLowerCase()} insurance choices`,
    saved: MARKETING_CHOICE_MESSAGES.saved,
    notSaved: 'We could not save your choices just now. Please try again.',
    lastChanged: (when: string) => `Last changed on ${when}.`,
  },
  history: {
    heading: 'Your choices so far',
    lead: 'Each time you gave or changed your choices, newest first.',
    source: {
      purchase: 'When you bought the policy',
      account: 'In your account',
    } satisfies Record<MarketingChoiceSource, string>,
  },
} as const;
