/** The address answers' schemas, loaded with the first call (address-answers.ts). */
export const loadAddressAnswers = () => import('./address-answers');
