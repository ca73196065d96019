import {
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  PHONE,
  TRAVEL_CANCELLATION_TERMS,
  TRAVEL_CLAIM_DAYS,
  TRAVEL_CONSENT_DOCUMENTS,
  TRAVEL_ELIGIBILITY_REQUIREMENTS,
  TRAVEL_INSURER,
  type TravelConsentDocument,
} from '@wallet/domain';
import { drawDocument, renderPdf } from './pdf-drawing.js';
import { POLICY_ARRANGER, textBlock } from './policy-document-blocks.js';
import type { DocumentBlock } from './policy-documents-port.js';
import {
  TRAVEL_PRODUCT_DOCUMENT_BLOCKS,
  TRAVEL_PRODUCT_NAME,
} from './travel-policy-document-model.js';
import { drawnOnce } from './drawn-once.js';

/** The date the documents' wording was issued: PDFs of the same wording are the same bytes. */
const WORDING_ISSUED = new Date('2026-01-01T00:00:00Z');

const paragraph = (heading: string, text: string): DocumentBlock => ({
  kind: 'paragraph',
  heading,
  text,
});

const INSURER = TRAVEL_INSURER.name;
const complaints = paragraph(
  'Complaints',
  `If you are unhappy with our service, call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}) or write to us. We acknowledge a complaint within 5 working days and aim to resolve it within 40 working days. If you remain unhappy you may refer it to the Financial Services and Pensions Ombudsman, Lincoln House, Lincoln Place, Dublin 2, www.fspo.ie.`,
);

/** Whose words each document is: the arranger's (the bank's) or the insurer's. */
const AUTHOR_OF: Record<TravelConsentDocument, string> = {
  terms_and_conditions: INSURER,
  data_protection_notice: POLICY_ARRANGER,
  terms_of_business: INSURER,
  privacy_policy: INSURER,
};

const BLOCKS: Record<TravelConsentDocument, () => DocumentBlock[]> = {
  terms_and_conditions: () => [
    textBlock(
      `These are the terms and conditions of ${TRAVEL_PRODUCT_NAME.toLowerCase()} underwritten by ${INSURER} and arranged by ${POLICY_ARRANGER}. Your Travel Insurance Certificate names who is insured, the trip or period of cover, the destination zone and any extras you chose; together with these terms it is your contract of insurance.`,
    ),
    paragraph('Who can be insured', TRAVEL_ELIGIBILITY_REQUIREMENTS.join(' ')),
    paragraph(
      'Your duty to answer honestly',
      'You must answer every question we ask honestly and with reasonable care, and tell us of any change to your answers before you travel. An answer given carelessly or dishonestly may lead us to change your cover, refuse a claim or cancel the policy, as the Consumer Insurance Contracts Act 2019 allows.',
    ),
    ...TRAVEL_PRODUCT_DOCUMENT_BLOCKS.benefits_schedule(),
    paragraph(
      'What is not covered',
      'Any claim arising from: a medical condition you knew of and did not tell us about; travelling against the advice of a doctor, or to get medical treatment abroad; trips within the Republic of Ireland; travel to a country the Department of Foreign Affairs advises against all travel to; war, riot or civil unrest you chose to travel into; alcohol or drug misuse; self-inflicted injury; winter sports, car hire excess or business equipment unless the extra is on your certificate; and losses you could have avoided by taking reasonable care of yourself and your belongings.',
    ),
    paragraph(
      'Making a claim',
      `In a medical emergency abroad call the 24-hour assistance line, ${PHONE.medicalAssistance}, before you are admitted to hospital where you can. Make any other claim within ${TRAVEL_CLAIM_DAYS} days of your return by calling ${PHONE.travelClaims}. Keep receipts, reports from the police or the carrier within 24 hours of a loss or theft, and medical reports: we ask for them to settle a claim. Each claim may carry the excess shown in the Schedule of Benefits.`,
    ),
    paragraph(
      'Cancelling your policy',
      `${COOLING_OFF_RIGHT} ${TRAVEL_CANCELLATION_TERMS} To cancel, call ${PHONE.travelAmend}.`,
    ),
    complaints,
    paragraph(
      'Law and language',
      'This contract is governed by the law of Ireland, and we will communicate with you in English.',
    ),
  ],
  data_protection_notice: () => [
    textBlock(
      `${POLICY_ARRANGER} ("we") arranges your travel insurance. This notice tells you how we use the personal data you give us when you ask for a quote and buy a policy, as the General Data Protection Regulation (GDPR) and the Data Protection Act 2018 require.`,
    ),
    paragraph(
      'What we collect',
      "Your name, date of birth, gender, addresses, email address and mobile number; your employment status and occupation; the details of your trip and of the people you insure with you; your answers to the insurer's questions; and your payment details, which the card payment provider handles for us.",
    ),
    paragraph(
      'Why we use it',
      `To give you a quote, arrange your policy with ${INSURER}, take your payment, send your policy documents and deal with changes, cancellations, claims and complaints (the contract with you); to prevent and detect fraud and meet our legal and regulatory duties (legal obligation and legitimate interest); and, only if you agree, to tell you about other products (consent, which you can withdraw at any time).`,
    ),
    paragraph(
      'Who we share it with',
      `${INSURER}, the insurer, and the companies that handle claims and medical assistance for it; the card payment provider; fraud prevention services; our regulators and the authorities where the law requires. When your data goes outside the European Economic Area it is protected by the European Commission's standard contractual clauses.`,
    ),
    paragraph(
      'How long we keep it',
      'Only as long as these purposes need it: a policy and its claims for 7 years after the policy ends, as insurance and tax law require; a quote you did not buy, for as long as you can come back to it.',
    ),
    paragraph(
      'Your rights',
      `You can ask for a copy of your data, have it corrected or erased, restrict or object to its use, and have it given to you or another company in a portable form. Write to our Data Protection Officer or call ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}). If you are unhappy with how we use your data you can complain to the Data Protection Commission, www.dataprotection.ie.`,
    ),
  ],
  terms_of_business: () => [
    textBlock(
      `These terms of business set out the basis on which ${INSURER} ("Chubb") provides ${TRAVEL_PRODUCT_NAME.toLowerCase()} to you. Please read them with your policy's Terms and Conditions.`,
    ),
    paragraph(
      'About Chubb',
      `${INSURER} is an insurance company incorporated in France and authorised by the Autorité de Contrôle Prudentiel et de Résolution. It provides insurance in Ireland through its Irish branch, which is regulated by the Central Bank of Ireland for conduct of business rules.`,
    ),
    paragraph(
      'How the policy is sold',
      `${POLICY_ARRANGER} arranges the policy for Chubb and gives you no advice or personal recommendation: you choose the cover from the information it gives you. Chubb is the insurer: it decides whether to offer cover, sets the price and pays valid claims.`,
    ),
    paragraph(
      'Payment and remuneration',
      `You pay the premium, with the government levy and stamp duty, to ${POLICY_ARRANGER}, which passes it to Chubb. Chubb pays the arranger a commission out of the premium; you can ask how much it is.`,
    ),
    paragraph(
      'Conflicts of interest',
      'Chubb keeps a policy for identifying and managing conflicts of interest so that your interests come first. You can ask for a copy.',
    ),
    complaints,
  ],
  privacy_policy: () => [
    textBlock(
      `${INSURER} ("Chubb") is the controller of the personal data it uses to insure you. This policy says how Chubb uses it; ${POLICY_ARRANGER}'s Data Protection Notice covers the arranger's own use.`,
    ),
    paragraph(
      'What Chubb uses',
      'The details in your quote and on your certificate, the details of anyone insured with you, and, when you claim, what happened and any medical information the claim needs. Medical information is special category data: Chubb uses it only to assess and pay a claim, or to give you emergency assistance.',
    ),
    paragraph(
      'Why Chubb uses it',
      'To decide whether to insure you and at what price, to manage your policy, to handle and pay claims, to provide emergency medical assistance abroad, to prevent fraud, to reinsure its risks and to meet its legal and regulatory duties.',
    ),
    paragraph(
      'Who Chubb shares it with',
      "Companies of the Chubb group, assistance and claims-handling companies, medical providers and loss adjusters, reinsurers, fraud prevention services, and regulators and authorities where the law requires. Data sent outside the European Economic Area is protected by the safeguards the GDPR requires, such as the European Commission's standard contractual clauses.",
    ),
    paragraph(
      'How long Chubb keeps it',
      'For as long as your policy lasts and then as long as a claim could be made or the law requires, usually 7 years.',
    ),
    paragraph(
      'Your rights',
      'You can ask Chubb for a copy of your data, to correct or erase it, to restrict or object to its use, and for a portable copy. Write to the Data Protection Officer, Chubb European Group SE, Irish branch, Dublin. You can complain to the Data Protection Commission, www.dataprotection.ie.',
    ),
  ],
};

/**
 * The documents the travel consents name (TRAVEL_CONSENT_DOCUMENTS), read before ticking them:
 * the same for every customer, so each is drawn once and kept.
 */
export function createTravelConsentDocuments() {
  function render(document: TravelConsentDocument) {
    const { displayName } = TRAVEL_CONSENT_DOCUMENTS[document];
    return renderPdf(
      {
        Title: `${displayName}: ${TRAVEL_PRODUCT_NAME}`,
        Author: AUTHOR_OF[document],
        Subject: `${TRAVEL_PRODUCT_NAME} ${displayName}`,
        Keywords: document,
        CreationDate: WORDING_ISSUED,
      },
      {
        productName: TRAVEL_PRODUCT_NAME,
        insurerLine: `Underwritten by ${INSURER}`,
        documentLine: `${displayName} | Read before you buy`,
        legalText: `Travel insurance is arranged by ${POLICY_ARRANGER} and underwritten by ${INSURER}.`,
      },
      (pdf) => drawDocument(pdf, displayName, BLOCKS[document]()),
    );
  }

  /** The PDF of a document, drawn on first use. */
  return { pdf: drawnOnce(render) };
}
