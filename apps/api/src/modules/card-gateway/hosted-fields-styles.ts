import { CARD_FRAME_INSET_PX } from '@wallet/domain';

/**
 * The hosted fields' look: the app's colours, font and field style (apps/web/src/ui), each field's
 * message between its hint and its input as in the app. Fields side by side share their rows (a
 * subgrid), so a hint or a message over one does not push its input below the other's.
 */
export const HOSTED_FIELDS_STYLES = `
:root {
  --color-primary: #0047bb;
  --color-primary-hover: #003a99;
  --color-secondary: #0b1f4b;
  --color-error: #c62828;
  --color-text: #1a1a2e;
  --color-text-muted: #4a5068;
  --color-surface: #ffffff;
  --color-focus: #ffb000;
  --font-family: 'Segoe UI', system-ui, -apple-system, Roboto, 'Helvetica Neue', Arial, sans-serif;
}
*, *::before, *::after { box-sizing: border-box; }
html { font-family: var(--font-family); font-size: 100%; line-height: 1.5; color: var(--color-text); background: transparent; }
body { margin: 0; padding: ${CARD_FRAME_INSET_PX}px; }
[hidden] { display: none !important; }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 2px; }
.visually-hidden { position: absolute !important; width: 1px !important; height: 1px !important; padding: 0 !important; margin: -1px !important; overflow: hidden !important; clip: rect(0, 0, 0, 0) !important; white-space: nowrap !important; border: 0 !important; }
.field { margin-bottom: 1.5rem; }
.field--error { border-left: 4px solid var(--color-error); padding-left: 0.75rem; }
.field-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); column-gap: 1rem; }
.field-row > .field { display: grid; grid-row: span 4; grid-template-rows: subgrid; row-gap: 0; align-content: start; }
.field-row .field__label { grid-row: 1; }
.field-row .field__hint { grid-row: 2; }
.field-row .field__error { grid-row: 3; margin-top: 0; }
.field-row .field__input { grid-row: 4; }
.field__label { display: block; margin-bottom: 0.25rem; font-weight: 700; color: var(--color-secondary); }
.field__hint { margin: 0 0 0.25rem; color: var(--color-text-muted); }
.field__input { display: block; width: 100%; min-height: 48px; padding: 0.5rem 0.75rem; font: inherit; font-size: 1rem; color: var(--color-text); background: var(--color-surface); border: 2px solid #6b7287; border-radius: 4px; }
.field__input:focus { outline: 3px solid var(--color-focus); outline-offset: 0; box-shadow: inset 0 0 0 2px var(--color-secondary); }
.field__input:disabled { background: #f4f6fa; }
.field--error .field__input { border-color: var(--color-error); }
.field__error { margin: 0.25rem 0 0.5rem; color: var(--color-error); font-weight: 700; }
.challenge__title { margin: 0 0 0.5rem; font-size: 1.25rem; color: var(--color-secondary); }
.challenge__details { margin: 0 0 1rem; }
.challenge__details div { display: flex; gap: 0.5rem; }
.challenge__details dt { font-weight: 700; min-width: 6rem; }
.challenge__details dd { margin: 0; }
.challenge__actions { display: flex; flex-wrap: wrap; gap: 1rem; }
.button { min-height: 48px; padding: 0.5rem 1.5rem; font: inherit; font-weight: 700; border-radius: 4px; cursor: pointer; border: 2px solid var(--color-primary); }
.button--primary { color: #ffffff; background: var(--color-primary); }
.button--primary:hover { background: var(--color-primary-hover); border-color: var(--color-primary-hover); }
.button--secondary { color: var(--color-primary); background: var(--color-surface); }
.button:disabled { cursor: default; opacity: 0.7; }
`;
