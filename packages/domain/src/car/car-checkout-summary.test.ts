import { describe, expect, it } from 'vitest';
import {
  CAR_REGISTRATION_MISSING,
  carCheckoutSummary,
  type CarCheckoutDetails,
} from './car-checkout-summary.js';
import {
  CAR_PRODUCT_DOCUMENT_KINDS,
  CAR_TERMS_DOCUMENTS,
  carProductDocumentPath,
} from './car-product-documents.js';

const DETAILS: CarCheckoutDetails = {
  premiumId: 'MQ-100:popular:1',
  coverLevel: 'popular',
  coverType: 'COMPREHENSIVE',
  offeredExtras: [],
  extras: [],
  totalIfPaidByInstalmentCents: 183_581,
  car: {
    registration: '191-C-4521',
    make: 'Toyota',
    model: 'Corolla',
    year: 2019,
    version: '1.8 Hybrid Luna 5dr Auto',
  },
  drivers: [{ name: "Niamh O'Sullivan" }],
  penaltyDetails: [],
  disqualified: false,
};

describe('the car summary before Buy', () => {
  it('lists the Summary of Terms, the product information and the three documents the terms name', () => {
    const { documents } = carCheckoutSummary(DETAILS);
    expect(documents.map((document) => document.label)).toEqual([
      'Summary of Terms',
      'Insurance Product Information Document',
      'Terms and Conditions',
      'Disclosure Requirements',
      'Motor User Agreement',
    ]);
    expect(documents.map((document) => document.path)).toEqual([
      '/motor/insurer_documents/terms_summary',
      '/motor/insurer_documents/product_information',
      '/motor/insurer_documents/terms_and_conditions',
      '/motor/insurer_documents/disclosure_requirements',
      '/motor/insurer_documents/motor_user_agreement',
    ]);
    for (const document of documents) expect(document.description).not.toBe('');
  });

  it('names every document the API serves, and the terms page links the three its words name', () => {
    expect(CAR_PRODUCT_DOCUMENT_KINDS).toHaveLength(5);
    expect(CAR_TERMS_DOCUMENTS.map(carProductDocumentPath)).toEqual([
      '/motor/insurer_documents/terms_and_conditions',
      '/motor/insurer_documents/disclosure_requirements',
      '/motor/insurer_documents/motor_user_agreement',
    ]);
  });

  it('shows the registration the documents will carry, or that it is still needed', () => {
    const [car] = carCheckoutSummary(DETAILS).sections;
    expect(car!.rows).toContainEqual({ label: 'Registration', value: '191-C-4521' });
    const { registration: _, ...withoutRegistration } = DETAILS.car;
    const [manual] = carCheckoutSummary({ ...DETAILS, car: withoutRegistration }).sections;
    expect(manual!.rows).toContainEqual({
      label: 'Registration',
      value: CAR_REGISTRATION_MISSING,
    });
  });
});
