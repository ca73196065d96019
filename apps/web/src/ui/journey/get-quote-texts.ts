/** The words the car and travel get-quote pages share (car-travel-payment.md 2). */
export const GET_QUOTE_TEXTS = {
  mandatory: 'All fields are mandatory unless stated otherwise.',
  loading: 'Loading your details',
  submit: 'Get your quote',
  savedAnswers: 'We have filled in the answers you gave before you last signed out.',
  startAgain: 'Start again with an empty form',
} as const;
