/** One thing that can happen to a product's cover, as the claim form offers it. */
export interface ClaimKind {
  readonly code: string;
  readonly label: string;
  /**
   * The peril a paid claim of this kind is recorded under in the policy's claims history (the
   * renewal notice's five years, and the claims a renewal is rated with): the quote form's claim
   * type where the product asks one (home), else the label.
   */
  readonly peril?: string;
}

/** The peril a paid claim of this kind goes into the claims history under. */
export const perilOfClaimKind = (kind: ClaimKind): string => kind.peril ?? kind.label;

/**
 * What a product's claim form asks beyond what every claim asks (what happened, when, a
 * description, what was damaged or lost and whether anyone was hurt): written in the product's own
 * folder (home/home-claims.ts, ...) and given in its facts. A product without them is claimed by
 * phone only.
 */
export interface ProductClaimFacts {
  /** What can happen, in the order the form lists them; `other` last. */
  readonly kinds: readonly ClaimKind[];
  /** Where: the insured address (home), or a place the customer names (car, travel). */
  readonly place: 'insured_address' | 'asked';
  /** Car: the other party's details and a Garda report number, when there are any. */
  readonly asksOtherParty: boolean;
  /** Travel: the trip the claim is about (where to, when). */
  readonly asksTrip: boolean;
  /**
   * The days after the incident a claim may be made in, when the product's terms set a limit
   * (travel: 30, car-travel-payment.md 9); a later claim is made by phone.
   */
  readonly claimWithinDays?: number;
  /** The product's own numbers shown first when someone is hurt, after the emergency services. */
  readonly hurtNumbers: readonly { readonly label: string; readonly phoneNumber: string }[];
}

/** The claim kind every product ends its list with. */
export const OTHER_CLAIM_KIND: ClaimKind = { code: 'other', label: 'Other' };
