/**
 * The hosted fields' browser script. It runs in a sandboxed iframe with an opaque origin, so it
 * talks to the gateway API by CORS and to the app's page by postMessage (to the one origin named
 * in its address), and the card details never leave this frame except to the gateway.
 * The card checks are the server's own (createCardChecks' source), so both agree.
 */
import {
  CARD_FIELD_MESSAGES,
  CARD_GATEWAY_MESSAGE_SOURCE,
  CARD_GATEWAY_PATH,
  CARD_GATEWAY_ROUTES,
  CARD_PROVIDER_ERRORS,
  HOSTED_FIELDS_ORIGIN_PARAM,
} from '@wallet/domain';
import { createCardChecks } from '../../adapters/card-payments/card-checks.js';
import { FRAME_SESSION_HEADER, FRAME_SESSION_META } from './frame-sessions.js';

const config = {
  marker: CARD_GATEWAY_MESSAGE_SOURCE,
  originParam: HOSTED_FIELDS_ORIGIN_PARAM,
  tokenisePath: `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.tokenise}`,
  challengePath: `${CARD_GATEWAY_PATH}${CARD_GATEWAY_ROUTES.challenge}`,
  sessionHeader: FRAME_SESSION_HEADER,
  sessionMeta: FRAME_SESSION_META,
  messages: CARD_FIELD_MESSAGES,
  invalidCard: CARD_PROVIDER_ERRORS.invalidCard,
  unavailable: CARD_PROVIDER_ERRORS.gatewayUnavailable,
};

const CLIENT = String.raw`
var params = new URLSearchParams(location.search);
var parentOrigin = (function () {
  var value = params.get(CONFIG.originParam);
  try {
    var url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch (error) {
    return null;
  }
})();
// The page's session, which every gateway call carries (the frame's own origin is opaque).
var session = (function () {
  var meta = document.querySelector('meta[name="' + CONFIG.sessionMeta + '"]');
  return meta ? meta.getAttribute('content') || '' : '';
})();
var FIELDS = ['cardNumber', 'expiry', 'cvv'];
var touched = {};
var lastValidity = null;
var lastHeight = -1;
var busy = false;
var pendingChallenge = null;
var cardForm, challengePanel, statusLine;

function post(message) {
  if (!parentOrigin || window.parent === window) return;
  message.source = CONFIG.marker;
  window.parent.postMessage(message, parentOrigin);
}

function today() {
  var now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

function valueOf(name) {
  return document.getElementById(name).value;
}

function problemOf(name) {
  var brand = checks.brandOf(checks.digitsOf(valueOf('cardNumber')));
  if (name === 'cardNumber') return checks.cardNumberValid(valueOf('cardNumber')) ? '' : CONFIG.messages.cardNumber;
  if (name === 'expiry') return checks.expiryValid(valueOf('expiry'), today()) ? '' : CONFIG.messages.expiry;
  return checks.cvvValid(valueOf('cvv'), brand) ? '' : CONFIG.messages.cvv;
}

function showProblem(name, message) {
  var input = document.getElementById(name);
  var error = document.getElementById(name + '-error');
  var field = document.getElementById(name + '-field');
  var hint = document.getElementById(name + '-hint');
  var describedBy = hint ? [hint.id] : [];
  error.textContent = message;
  error.hidden = !message;
  if (message) describedBy.push(error.id);
  field.classList.toggle('field--error', Boolean(message));
  input.setAttribute('aria-invalid', message ? 'true' : 'false');
  if (describedBy.length) input.setAttribute('aria-describedby', describedBy.join(' '));
  else input.removeAttribute('aria-describedby');
}

function refreshProblem(name) {
  showProblem(name, touched[name] ? problemOf(name) : '');
}

function allValid() {
  return FIELDS.every(function (name) { return !problemOf(name); });
}

function reportValidity() {
  var valid = allValid();
  if (valid !== lastValidity) {
    lastValidity = valid;
    post({ type: 'validity', valid: valid });
  }
}

function reportHeight() {
  var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  if (height !== lastHeight) {
    lastHeight = height;
    post({ type: 'height', height: height });
  }
}

function setBusy(value) {
  busy = value;
  document.querySelectorAll('input, button').forEach(function (element) { element.disabled = value; });
  document.body.setAttribute('aria-busy', value ? 'true' : 'false');
}

function announce(text) {
  statusLine.textContent = text;
}

function showFields() {
  pendingChallenge = null;
  challengePanel.hidden = true;
  cardForm.hidden = false;
  reportHeight();
}

function fail(error) {
  setBusy(false);
  showFields();
  post({ type: 'error', code: error.code, message: error.message });
}

function succeed(answer) {
  setBusy(false);
  showFields();
  announce('Card accepted.');
  post({ type: 'result', token: answer.token, brand: answer.brand, last4: answer.last4 });
}

function formatAmount(cents) {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function showChallenge(challenge) {
  pendingChallenge = challenge;
  document.getElementById('challenge-merchant').textContent = challenge.merchant;
  document.getElementById('challenge-amount').textContent = formatAmount(challenge.amountCents);
  document.getElementById('challenge-card').textContent = challenge.brand + ' ending ' + challenge.last4;
  document.getElementById('passcode-value').textContent = challenge.sandboxPasscode;
  document.getElementById('passcode').value = '';
  setBusy(false);
  cardForm.hidden = true;
  challengePanel.hidden = false;
  reportHeight();
  document.getElementById('challenge-title').focus();
}

function callGateway(path, body) {
  var headers = { 'content-type': 'application/json' };
  headers[CONFIG.sessionHeader] = session;
  return fetch(path, {
    method: 'POST',
    headers: headers,
    body: JSON.stringify(body),
    credentials: 'omit',
  }).then(function (response) {
    return response.json().then(function (json) { return { status: response.status, body: json }; });
  });
}

function handleAnswer(reply) {
  var answer = reply.body;
  if (reply.status === 200 && answer.status === 'authorised') return succeed(answer);
  if (reply.status === 200 && answer.status === 'challenge') return showChallenge(answer.challenge);
  if (reply.status === 200 && answer.status === 'declined') return fail(answer.error);
  if (reply.status === 400 && answer.fieldErrors) {
    FIELDS.forEach(function (name) {
      touched[name] = true;
      showProblem(name, (answer.fieldErrors[name] || [''])[0]);
    });
    return fail(CONFIG.invalidCard);
  }
  return fail(CONFIG.unavailable);
}

function tokenise(command) {
  if (busy || pendingChallenge) return;
  FIELDS.forEach(function (name) { touched[name] = true; refreshProblem(name); });
  if (!allValid()) {
    var first = FIELDS.filter(function (name) { return problemOf(name); })[0];
    document.getElementById(first).focus();
    return post({ type: 'error', code: CONFIG.invalidCard.code, message: CONFIG.invalidCard.message });
  }
  var request = {
    cardNumber: valueOf('cardNumber'),
    expiry: valueOf('expiry'),
    cvv: valueOf('cvv'),
    cardHolderName: command.cardHolderName,
    amountCents: command.amountCents,
    currency: command.currency,
    accountId: command.accountId,
  };
  setBusy(true);
  announce('Checking your card.');
  callGateway(CONFIG.tokenisePath, request).then(handleAnswer, function () { fail(CONFIG.unavailable); });
}

function answerChallenge(action) {
  if (!pendingChallenge || busy) return;
  var body = { token: pendingChallenge.token, action: action };
  if (action === 'verify') body.passcode = document.getElementById('passcode').value.trim();
  setBusy(true);
  callGateway(CONFIG.challengePath, body).then(handleAnswer, function () { fail(CONFIG.unavailable); });
}

// Buy pressed in the page before the card is complete: every field shows its message, as when
// this form is submitted; the page's error summary has the focus, so none is taken here.
function showAllProblems() {
  if (busy || pendingChallenge) return;
  FIELDS.forEach(function (name) { touched[name] = true; refreshProblem(name); });
  reportHeight();
}

function isCheckCommand(data) {
  return Boolean(data) && data.source === CONFIG.marker && data.type === 'check';
}

function isTokeniseCommand(data) {
  return Boolean(data) && data.source === CONFIG.marker && data.type === 'tokenise' &&
    typeof data.cardHolderName === 'string' && typeof data.amountCents === 'number' &&
    typeof data.currency === 'string' && typeof data.accountId === 'string';
}

function start() {
  cardForm = document.getElementById('card-form');
  challengePanel = document.getElementById('challenge');
  statusLine = document.getElementById('status');
  FIELDS.forEach(function (name) {
    var input = document.getElementById(name);
    input.addEventListener('blur', function () {
      if (name === 'expiry') input.value = checks.normaliseExpiry(input.value);
      if (input.value !== '') touched[name] = true;
      refreshProblem(name);
    });
    input.addEventListener('input', function (event) {
      if (name === 'expiry') {
        var deleting = String(event.inputType || '').indexOf('delete') === 0;
        input.value = checks.formatExpiryInput(input.value, deleting);
      }
      if (touched[name]) refreshProblem(name);
      if (name === 'cardNumber' && touched.cvv) refreshProblem('cvv');
      reportValidity();
      reportHeight();
    });
  });
  cardForm.addEventListener('submit', function (event) {
    event.preventDefault();
    showAllProblems();
  });
  document.getElementById('challenge-form').addEventListener('submit', function (event) {
    event.preventDefault();
    answerChallenge('verify');
  });
  document.getElementById('challenge-cancel').addEventListener('click', function () {
    answerChallenge('cancel');
  });
  window.addEventListener('message', function (event) {
    if (event.source !== window.parent || event.origin !== parentOrigin) return;
    if (isTokeniseCommand(event.data)) tokenise(event.data);
    else if (isCheckCommand(event.data)) showAllProblems();
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(document.documentElement);
  post({ type: 'ready' });
  reportValidity();
  reportHeight();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
`;

export const HOSTED_FIELDS_SCRIPT = `(function () {
'use strict';
var CONFIG = ${JSON.stringify(config)};
var checks = (${createCardChecks.toString()})();
${CLIENT}
})();
`;
