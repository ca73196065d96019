import type { CardAccountId, CardToken } from '@wallet/domain';
import type { ComponentType, Ref } from 'react';

/** What the checkout's hosted card fields offer once rendered (its HostedCardFieldsHandle). */
export interface ChangeCardFieldsHandle {
  /** Authorises the amount, through 3-D Secure inside the frame where the card asks. */
  tokenise(cardHolderName: string): Promise<CardToken>;
  showProblems(): void;
}

export interface ChangeCardFieldsProps {
  id: string;
  accountId: CardAccountId;
  amountCents: number;
  onValidityChange(valid: boolean): void;
  ref?: Ref<ChangeCardFieldsHandle>;
}

/**
 * The card fields a change is paid with: the checkout's hosted fields, which the app hands this
 * page (a feature does not import another), so the card is taken exactly as at purchase.
 */
export type ChangeCardFields = ComponentType<ChangeCardFieldsProps>;
