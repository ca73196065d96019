/**
 * The consent page's words. The spec gives none, so these are ours, in the voice of a bank's
 * insurance arm: plain, specific about what we would send and how to change one's mind.
 */
export const CONSENT_TEXTS = {
  title: 'Keeping in touch',
  lead: 'Before you pay, tell us how you would like to hear from us.',
  explanationTitle: 'Offers and news from us',
  explanation: [
    'From time to time we would like to tell you about insurance products, offers and services from us and the rest of our banking group that may interest you.',
    'This is your choice: saying no will not affect your quote, your price or your cover. You can change your mind at any time in your wallet or by calling us.',
  ],
  consentLabel: 'I would like to hear about offers and news',
  channelsLegend: 'How may we contact you?',
  selectAll: 'Select All',
  channels: {
    email: 'Email',
    phone: 'Phone',
    text: 'Text',
    post: 'Post',
  },
  analyseTitle: 'Using your banking information',
  analyseExplanation:
    'With your permission we may look at how you use your accounts with us, so the offers we make suit you better. We never share this with anyone outside our group.',
  analyseLabel: 'I agree that my transactions may be analysed to tailor offers to me',
  next: 'Next',
  chooseChannel:
    'Choose at least one way we may contact you, or turn off offers and news, to continue.',
} as const;
