/**
 * The local staff directory's pages: its sign-in form, its sign-out pages and its error page.
 * Server-drawn HTML with no inline script or style (the page policy is the app's: scripts and
 * styles of the origin only), a language, a title and a main landmark of their own; a refused
 * sign-in names its problem beside the field, and once more at the top as an alert. Only the
 * sign-out page the wallet sends an agent to has a script, of the origin: it sends the page's
 * form, so the sign-out needs no click (without scripts the button does it).
 */
export const STAFF_DIRECTORY_STYLES_PATH = '/sso/assets/staff-directory.css';

export const STAFF_DIRECTORY_SIGN_OUT_SCRIPT_PATH = '/sso/assets/sign-out.js';

/** The id of the provider's own sign-out form (oidc-provider's end-session page). */
export const PROVIDER_SIGN_OUT_FORM_ID = 'op.logoutForm';

const SIGN_OUT_BUTTON_ID = 'sign-out';

/** Sends the sign-out form by its button, so the form carries the button's 'logout' answer. */
export const STAFF_DIRECTORY_SIGN_OUT_SCRIPT = `document.getElementById('${SIGN_OUT_BUTTON_ID}').click();\n`;

export const STAFF_DIRECTORY_TEXTS = {
  directoryName: 'Bank staff directory',
  signInTitle: 'Staff sign-in',
  signInIntro:
    'Sign in with your staff e-mail and password to act for customers in the Insurance Wallet.',
  standInNote:
    'This is the local stand-in of the bank’s staff directory; its demo staff are listed in the README.',
  emailLabel: 'Staff e-mail',
  passwordLabel: 'Password',
  signIn: 'Sign in',
  cancel: 'Cancel',
  refused: 'The staff e-mail or password is incorrect.',
  lockedOut: (minutes: number) =>
    `Too many wrong passwords: sign-in to this account is locked. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signOutTitle: 'Sign out of the staff directory',
  signOutIntro:
    'Sign out here too, so that this browser asks for your staff e-mail and password at the next sign-in.',
  signOut: 'Sign out',
  staySignedIn: 'Stay signed in',
  signedOutTitle: 'You have signed out of the staff directory',
  signedOutIntro: 'The next sign-in on this browser asks for your staff e-mail and password.',
  errorTitle: 'Staff sign-in did not work',
  backToWallet: 'Back to the Insurance Wallet',
} as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${STAFF_DIRECTORY_TEXTS.directoryName}</title>
<link rel="stylesheet" href="${STAFF_DIRECTORY_STYLES_PATH}">
</head>
<body>
<header class="banner"><p class="banner__name">${STAFF_DIRECTORY_TEXTS.directoryName}</p></header>
<main class="panel">
${main}
</main>
</body>
</html>
`;
}

export interface SignInFormState {
  /** Where the form is sent: the interaction's own address. */
  action: string;
  /** Where Cancel is sent. */
  cancelAction: string;
  email?: string;
  fieldErrors?: { email?: string; password?: string };
  /** The sign-in as a whole was refused. */
  refused?: boolean;
  /** Too many wrong passwords: the sign-in is locked for this many minutes more. */
  lockedForMinutes?: number;
}

function field(options: {
  name: 'email' | 'password';
  label: string;
  type: string;
  autocomplete: string;
  value?: string;
  error: string | undefined;
}): string {
  const { name, label, type, autocomplete, value, error } = options;
  const errorId = `${name}-error`;
  return `<div class="field${error ? ' field--error' : ''}">
<label class="field__label" for="${name}">${label}</label>
${error ? `<p class="field__error" id="${errorId}">${escapeHtml(error)}</p>\n` : ''}<input class="field__input" id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" spellcheck="false" required${value !== undefined ? ` value="${escapeHtml(value)}"` : ''}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
</div>`;
}

export function staffSignInPage(state: SignInFormState): string {
  const { email: emailError, password: passwordError } = state.fieldErrors ?? {};
  const problems = [
    ...(state.lockedForMinutes !== undefined
      ? [STAFF_DIRECTORY_TEXTS.lockedOut(state.lockedForMinutes)]
      : []),
    ...(state.refused ? [STAFF_DIRECTORY_TEXTS.refused] : []),
    ...[emailError, passwordError].filter((problem): problem is string => Boolean(problem)),
  ];
  const summary =
    problems.length > 0
      ? `<div class="error-summary" role="alert">${problems
          .map((problem) => `<p>${escapeHtml(problem)}</p>`)
          .join('')}</div>\n`
      : '';
  return page(
    STAFF_DIRECTORY_TEXTS.signInTitle,
    `<h1>${STAFF_DIRECTORY_TEXTS.signInTitle}</h1>
<p>${STAFF_DIRECTORY_TEXTS.signInIntro}</p>
${summary}<form class="sign-in" method="post" action="${escapeHtml(state.action)}" novalidate>
${field({ name: 'email', label: STAFF_DIRECTORY_TEXTS.emailLabel, type: 'email', autocomplete: 'username', value: state.email ?? '', error: emailError })}
${field({ name: 'password', label: STAFF_DIRECTORY_TEXTS.passwordLabel, type: 'password', autocomplete: 'current-password', error: passwordError })}
<button class="button button--primary" type="submit">${STAFF_DIRECTORY_TEXTS.signIn}</button>
</form>
<form class="cancel" method="post" action="${escapeHtml(state.cancelAction)}">
<button class="button button--secondary" type="submit">${STAFF_DIRECTORY_TEXTS.cancel}</button>
</form>
<p class="note">${STAFF_DIRECTORY_TEXTS.standInNote}</p>`,
  );
}

/**
 * The directory's sign-out: the provider's form (its anti-forgery field), a button that signs out
 * and, when the page may not go ahead by itself, one that stays signed in.
 */
export function staffSignOutPage(options: {
  form: string;
  formId: string;
  /** The sign-out is the staff member's own (the wallet's hint names this session): no asking. */
  automatic: boolean;
}): string {
  const { form, formId, automatic } = options;
  return page(
    STAFF_DIRECTORY_TEXTS.signOutTitle,
    `<h1>${STAFF_DIRECTORY_TEXTS.signOutTitle}</h1>
<p>${STAFF_DIRECTORY_TEXTS.signOutIntro}</p>
${form}
<button class="button button--primary" id="${SIGN_OUT_BUTTON_ID}" type="submit" form="${escapeHtml(formId)}" name="logout" value="yes">${STAFF_DIRECTORY_TEXTS.signOut}</button>
${
  automatic
    ? `<script src="${STAFF_DIRECTORY_SIGN_OUT_SCRIPT_PATH}"></script>`
    : `<button class="button button--secondary stay" type="submit" form="${escapeHtml(formId)}">${STAFF_DIRECTORY_TEXTS.staySignedIn}</button>`
}`,
  );
}

/** After a sign-out that names no way back: it is done, and the wallet is a link away. */
export function staffSignedOutPage(backTo = '/wallet'): string {
  return page(
    STAFF_DIRECTORY_TEXTS.signedOutTitle,
    `<h1>${STAFF_DIRECTORY_TEXTS.signedOutTitle}</h1>
<p>${STAFF_DIRECTORY_TEXTS.signedOutIntro}</p>
<p><a class="link" href="${escapeHtml(backTo)}">${STAFF_DIRECTORY_TEXTS.backToWallet}</a></p>`,
  );
}

/** Why a sign-on stopped at the directory (an expired or unknown sign-in, a bad request). */
export function staffDirectoryErrorPage(reason: string, backTo = '/wallet'): string {
  return page(
    STAFF_DIRECTORY_TEXTS.errorTitle,
    `<h1>${STAFF_DIRECTORY_TEXTS.errorTitle}</h1>
<p>${escapeHtml(reason)}</p>
<p><a class="link" href="${escapeHtml(backTo)}">${STAFF_DIRECTORY_TEXTS.backToWallet}</a></p>`,
  );
}

export const STAFF_DIRECTORY_STYLES = `
:root {
  --color-primary: #0047bb;
  --color-primary-hover: #003a99;
  --color-secondary: #0b1f4b;
  --color-error: #c62828;
  --color-text: #1a1a2e;
  --color-text-muted: #4a5068;
  --color-surface: #ffffff;
  --color-page: #f4f6fa;
  --color-focus: #ffb000;
  --font-family: 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { font-family: var(--font-family); font-size: 100%; line-height: 1.5; color: var(--color-text); background: var(--color-page); }
body { margin: 0; }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.banner { background: var(--color-secondary); color: #ffffff; padding: 1rem 1.5rem; }
.banner__name { margin: 0; font-weight: 700; font-size: 1.125rem; }
.panel { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: var(--color-surface); border-radius: 8px; box-shadow: 0 1px 4px rgba(11, 31, 75, 0.2); }
@media (max-width: 30rem) { .panel { margin: 0; border-radius: 0; box-shadow: none; } }
h1 { margin: 0 0 0.5rem; font-size: 1.5rem; color: var(--color-secondary); }
.note { margin: 1.5rem 0 0; color: var(--color-text-muted); font-size: 0.875rem; }
.error-summary { margin: 1rem 0; padding: 0.75rem 1rem; border: 3px solid var(--color-error); border-radius: 4px; }
.error-summary p { margin: 0; color: var(--color-error); font-weight: 700; }
.field { margin: 1.25rem 0; }
.field--error { border-left: 4px solid var(--color-error); padding-left: 0.75rem; }
.field__label { display: block; margin-bottom: 0.25rem; font-weight: 700; color: var(--color-secondary); }
.field__input { display: block; width: 100%; min-height: 48px; padding: 0.5rem 0.75rem; font: inherit; font-size: 1rem; color: var(--color-text); background: var(--color-surface); border: 2px solid #6b7287; border-radius: 4px; }
.field__input:focus { outline: 3px solid var(--color-focus); outline-offset: 0; box-shadow: inset 0 0 0 2px var(--color-secondary); }
.field--error .field__input { border-color: var(--color-error); }
.field__error { margin: 0 0 0.25rem; color: var(--color-error); font-weight: 700; }
.button { min-height: 48px; width: 100%; padding: 0.5rem 1.5rem; font: inherit; font-weight: 700; border-radius: 4px; cursor: pointer; border: 2px solid var(--color-primary); }
.button--primary { color: #ffffff; background: var(--color-primary); }
.button--primary:hover { background: var(--color-primary-hover); border-color: var(--color-primary-hover); }
.button--secondary { color: var(--color-primary); background: var(--color-surface); }
.button--secondary:hover { color: var(--color-primary-hover); border-color: var(--color-primary-hover); background: #e8eefa; }
.cancel, .stay { margin-top: 0.75rem; }
.link { color: var(--color-primary); font-weight: 700; }
.link:hover { color: var(--color-primary-hover); }
`;
