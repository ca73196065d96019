/** Ours: only a robot fills a form's hidden userName field, so no person reads this. */
export const HONEYPOT_FILLED = 'This field must be left empty';
