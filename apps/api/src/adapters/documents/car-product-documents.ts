import { PRODUCT_LABELS } from '@wallet/domain';

/*
 * The documents a car policy is issued with at bind, by stable kind: what the PDFs are called
 * in the documents list and what each is for. The kinds never change once issued, so a stored
 * document is found again by its kind.
 */

/** The product's name as its documents title it. */
export const CAR_PRODUCT_NAME = `${PRODUCT_LABELS.car} Insurance`;

export const CAR_POLICY_DOCUMENT_KINDS = [
  'motor-certificate',
  'motor-disc',
  'motor-schedule',
  'motor-ncb-statement',
] as const;
export type CarPolicyDocumentKind = (typeof CAR_POLICY_DOCUMENT_KINDS)[number];

export interface CarPolicyDocumentName {
  displayName: string;
  description: string;
}

export const CAR_POLICY_DOCUMENTS: Record<CarPolicyDocumentKind, CarPolicyDocumentName> = {
  'motor-certificate': {
    displayName: 'Certificate of Motor Insurance',
    description:
      'The evidence of insurance the law requires: your car, who may drive it and for what',
  },
  'motor-disc': {
    displayName: 'Insurance Disc',
    description: 'The disc to display on your windscreen',
  },
  'motor-schedule': {
    displayName: 'Policy Schedule',
    description: 'Your cover, drivers, extras and premium, and how you pay',
  },
  'motor-ncb-statement': {
    displayName: 'No Claims Bonus Statement',
    description: 'The years of no claims discount on your policy, and how a claim affects them',
  },
};
