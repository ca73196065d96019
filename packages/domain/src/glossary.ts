import { productFacts, type ProductType } from './products.js';

/**
 * One label for one thing, across the app, its e-mails and its documents. Where the spec fixes the
 * words they are its own, and say where; the rest are the product's choices, written down here once
 * so that every screen says the same.
 *
 * Choices the spec leaves open:
 * - An e-mail address is asked for as 'Email address' (GOV.UK's label), and written 'email' in
 *   running text, as the spec writes it ('Email is required', 'Your email address has been
 *   verified'), never 'e-mail'.
 * - A person's title is written as home.md 2 lists them ('Mr.', 'Mrs.'), for every product.
 * - Signing in is 'Log In' on buttons, links and page titles, as platform.md 2.3 names its
 *   button. Where the spec mentions the buttons in passing, unquoted ('with Login and Sign Up
 *   buttons', 2.4; 'Signed-out users see Login and Sign Up', 2.7), they say 'Log In' too.
 *
 * Words the spec fixes, kept although they differ from the choices above:
 * - platform.md 2.5: the landing page's 'Have an account? Login' link, and platform.md 2.4's
 *   'Login' button on the new password screen.
 * - platform.md 2.8: a home policy's number is its 'Policy Number', a car or travel policy's its
 *   'Policy Code': so on every page, e-mail and document that names one.
 * - platform.md 2.9: the progress steps ('About You' for home, 'Your Details' for car and travel);
 *   home.md 2 names the home form's first card 'About you'.
 */
export const WORDS = {
  emailAddress: 'Email address',
  email: 'email',
  logIn: 'Log In',
} as const;

/** platform.md 2.8: what a policy's number is called, by its product. */
export function policyNumberLabel(type: ProductType): string {
  return productFacts(type).policyNumberLabel;
}

/** platform.md 2.9 and home.md 2: the progress steps of each journey, in order. */
export const PROGRESS_STEPS = {
  homeQuote: ['About You', 'Your Home', 'Your Cover', 'Your Quote', 'Payment'],
  homeRenewal: ['Your Renewal', 'Your Summary', 'Payment'],
  genericQuote: ['Your Details', 'Your Quote', 'Payment'],
} as const;
