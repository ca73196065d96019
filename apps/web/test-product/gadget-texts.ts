import { GADGET_VALUE_EUR } from '@wallet/domain/test-product';

/** The gadget journey's words (test-only product, docs/adding-a-product.md). */
export const GADGET_TEXTS = {
  getQuote: {
    title: 'Get a gadget insurance quote',
    lead: 'Tell us about your gadget and we will give you a price straight away.',
    cardTitle: 'Your gadget',
    device: 'What kind of gadget is it?',
    value: 'What the gadget cost',
    valueHint: `New, in whole euro, from €${GADGET_VALUE_EUR.min} to €${GADGET_VALUE_EUR.max.toLocaleString('en-IE')}`,
    submitting: 'Getting your quote',
  },
  quote: {
    title: 'Your gadget quote',
    lead: 'Your price for a year of cover. Proceed to buy it.',
    price: 'Annual premium',
    device: 'Gadget',
    value: 'What it cost new',
    cover: 'Cover',
    insurer: 'Insurer',
    reference: 'Quote reference',
    beforeYouProceed: 'Before you proceed',
    eligibility: 'Proceed only if all of these are true:',
    back: 'Change your answers',
    proceed: 'Proceed',
  },
  summary: {
    section: 'Your gadget',
    coverStarts: 'Cover starts',
    coverEnds: 'Cover ends',
  },
  eligibility: [
    'The gadget is yours, is in working order and was bought new in the last three years.',
    'Every answer you gave is true and complete.',
  ],
} as const;
