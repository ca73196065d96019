/**
 * The hosted-fields page: the card number, expiry and CVV fields the app embeds in a sandboxed
 * iframe, and the bank's 3-D Secure verification panel that replaces them during a challenge.
 * No inline script or style: the page's policy is default-src 'self'. The page is a part of the
 * app's payment form, not a page of its own, so it has no main landmark: the app's is the one.
 */
import { CARD_GATEWAY_PATH, CARD_GATEWAY_ROUTES } from '@wallet/domain';
import { FRAME_SESSION_META } from './frame-sessions.js';

/** A session is base64url text and one dot: nothing in it needs escaping in an attribute. */
const SESSION_TEXT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The page, carrying the frame's session for the gateway's API (frame-sessions.ts). */
export function hostedFieldsPage(session: string): string {
  if (!SESSION_TEXT.test(session)) throw new Error('A frame session is base64url text');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="${FRAME_SESSION_META}" content="${session}">
<title>Card details</title>
<link rel="stylesheet" href="${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.hostedFieldsStyles}">
<script src="${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.hostedFieldsScript}" defer></script>
</head>
<body>
<div class="hosted-fields">
<form id="card-form" class="card-form" novalidate>
  <div class="field" id="cardNumber-field">
    <label class="field__label" for="cardNumber">Card number</label>
    <p class="field__error" id="cardNumber-error" hidden></p>
    <input class="field__input" id="cardNumber" name="cardNumber" type="text" inputmode="numeric"
      autocomplete="cc-number" maxlength="23" spellcheck="false" aria-invalid="false">
  </div>
  <div class="field-row">
    <div class="field" id="expiry-field">
      <label class="field__label" for="expiry">Expiry date (MM/YY)</label>
      <p class="field__error" id="expiry-error" hidden></p>
      <input class="field__input" id="expiry" name="expiry" type="text" inputmode="numeric"
        autocomplete="cc-exp" maxlength="7" spellcheck="false" aria-invalid="false">
    </div>
    <div class="field" id="cvv-field">
      <label class="field__label" for="cvv">CVV</label>
      <p class="field__hint" id="cvv-hint">3 digits on the back, or 4 on the front of an American Express card</p>
      <p class="field__error" id="cvv-error" hidden></p>
      <input class="field__input" id="cvv" name="cvv" type="text" inputmode="numeric"
        autocomplete="cc-csc" maxlength="4" spellcheck="false" aria-invalid="false"
        aria-describedby="cvv-hint">
    </div>
  </div>
</form>
<section id="challenge" class="challenge" aria-labelledby="challenge-title" hidden>
  <h1 class="challenge__title" id="challenge-title" tabindex="-1">Verify this payment with your bank</h1>
  <p>Your bank asks you to confirm this payment (3-D Secure).</p>
  <dl class="challenge__details">
    <div><dt>Merchant</dt><dd id="challenge-merchant"></dd></div>
    <div><dt>Amount</dt><dd id="challenge-amount"></dd></div>
    <div><dt>Card</dt><dd id="challenge-card"></dd></div>
  </dl>
  <form id="challenge-form" novalidate>
    <div class="field">
      <label class="field__label" for="passcode">One-time passcode</label>
      <p class="field__hint" id="passcode-hint">Sandbox: your passcode is <strong id="passcode-value"></strong></p>
      <input class="field__input" id="passcode" name="passcode" type="text" inputmode="numeric"
        autocomplete="one-time-code" maxlength="6" spellcheck="false" aria-describedby="passcode-hint">
    </div>
    <div class="challenge__actions">
      <button class="button button--primary" type="submit">Submit</button>
      <button class="button button--secondary" type="button" id="challenge-cancel">Cancel</button>
    </div>
  </form>
</section>
<p id="status" class="visually-hidden" role="status" aria-live="polite"></p>
</div>
</body>
</html>
`;
}
