/**
 * The four details every product's About you and the Sign Up form share, named as the forms
 * name them, so what a visitor typed for a quote can be offered again instead of typed twice.
 */
export type ContactDetails = {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: 087 123 4567 or 0871234567. */
  phoneNo: string;
};

/** A journey's contact details and when its answers last changed (milliseconds since 1970). */
export type AnsweredContactDetails = { details: ContactDetails; answeredAt: number };

export const NO_CONTACT_DETAILS: ContactDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNo: '',
};

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The contact details of an About you as a journey stored it. The journeys keep their answers
 * unchecked until the step opens (an older build's entry may lack a field), so each field is read
 * on its own and anything that is not text reads as empty.
 */
export function contactDetailsOf(aboutYou: unknown): ContactDetails {
  if (typeof aboutYou !== 'object' || aboutYou === null) return NO_CONTACT_DETAILS;
  const answers = aboutYou as Partial<Record<keyof ContactDetails, unknown>>;
  return {
    firstName: textOf(answers.firstName),
    lastName: textOf(answers.lastName),
    email: textOf(answers.email),
    phoneNo: textOf(answers.phoneNo),
  };
}

/** A stored answer time, or 0 (never) when the entry has none or a damaged one. */
export function answeredAtOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** The contact details of a journey's About you, if the visitor has answered it in this tab. */
export function journeyContactDetails(journey: {
  forms?: { aboutYou?: unknown } | null;
  answeredAt?: unknown;
}): AnsweredContactDetails | null {
  if (!journey.forms) return null;
  return {
    details: contactDetailsOf(journey.forms.aboutYou),
    answeredAt: answeredAtOf(journey.answeredAt),
  };
}
