import {
  CAR_CANCELLATION_TERMS,
  CAR_COVER_LEVEL_NAMES,
  CAR_COVER_LEVELS,
  CAR_ELIGIBILITY_REQUIREMENTS,
  CAR_EXTRA_BENEFITS,
  CAR_EXTRA_LABELS,
  CAR_FEATURES,
  CAR_LIMITS,
  CAR_MONTHLY_PLAN,
  CAR_PRODUCT_DOCUMENTS,
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  PHONE,
  POLICY_ARRANGER,
  formatEuro,
  formatWholeEuro,
  type CarProductDocument,
} from '@wallet/domain';
import { RSA_CAR_LIMITS, RSA_CAR_TABLES } from '../insurers/rsa-car-engine.js';
import { drawDocument, renderPdf } from './pdf-drawing.js';
import { paragraphBlock, sectionBlock, textBlock } from './policy-document-blocks.js';
import type { DocumentBlock } from './policy-documents-port.js';
import { CAR_PRODUCT_NAME } from './car-product-documents.js';
import { drawnOnce } from './drawn-once.js';

/**
 * The car documents a customer reads before buying (CAR_PRODUCT_DOCUMENTS): the three the terms
 * page's acceptance names (the terms and conditions, the disclosure requirements and the motor
 * user agreement) and the Summary of Terms and Insurance Product Information Document the payment
 * page lists. They are the same for every customer, so each is drawn once and kept. Figures are
 * the domain's and the car insurer's rating tables' (docs/car-rating.md), never restated.
 */

/** The date the documents' wording was issued: PDFs of the same wording are the same bytes. */
const WORDING_ISSUED = new Date('2026-01-01T00:00:00Z');

const T = RSA_CAR_TABLES;
const euroOfWhole = (euro: number) => formatWholeEuro(euro * 100);
const paragraph = (heading: string, text: string) => paragraphBlock({ heading, text });

const ABP = CAR_EXTRA_BENEFITS.additionalBenefitsPlus;

const EXTRAS_TEXT = [
  `${CAR_EXTRA_LABELS.personalProtectionPlus} (${formatEuro(T.personalProtectionPlus)} a year): personal injury benefits for the driver of up to ${euroOfWhole(CAR_EXTRA_BENEFITS.personalProtectionPlus.maximumBenefitEuro)}.`,
  `${CAR_EXTRA_LABELS.additionalBenefitsPlus} (${formatEuro(T.additionalBenefitsPlus)} a year): a courtesy car of up to ${euroOfWhole(ABP.courtesyCarEuro.to)} instead of ${euroOfWhole(ABP.courtesyCarEuro.from)}, personal belongings up to ${euroOfWhole(ABP.personalBelongingsEuro.to)}, replacement locks up to ${euroOfWhole(ABP.replacementLocksEuro.to)}, sat navs and game consoles up to ${euroOfWhole(ABP.satNavAndGameConsolesEuro)}, and up to ${euroOfWhole(ABP.preAccidentValueEnhancementEuro)} more than the car's value if it is written off within ${CAR_LIMITS.preAccidentValueEnhancementMaxCarAge} years of first registration.`,
  `${CAR_EXTRA_LABELS.ncdProtection} (${T.ncdProtectionPercent}% of the premium after the bank discount; Prestige comprehensive cover only, with at least ${RSA_CAR_LIMITS.ncdProtectionMinYears} years of no claims discount): a claim made during the period of insurance does not reduce your no claims discount.`,
].join(' ');

const COVER_TYPES_TEXT =
  'Comprehensive: loss of or damage to your car by accident, fire, theft or vandalism, and your legal liability for injury to other people and damage to their property. Third party, fire and theft: your legal liability to other people, and loss of or damage to your car by fire or theft only.';

const LEVELS_TABLE = {
  title: 'What each cover level includes',
  rows: CAR_COVER_LEVELS.map((level) => ({
    label: CAR_COVER_LEVEL_NAMES[level],
    value: CAR_FEATURES[level].join('; '),
  })),
};

const NO_CLAIMS_TEXT = `Your no claims discount is ${T.noClaimsDiscountPercent.slice(1).join('%, ')}% for 1 to 5 or more years without a claim. Unless you protect it, each claim made during the period of insurance, other than a windscreen-only claim, steps it back ${CAR_LIMITS.ncdStepBackYearsPerClaim} years, to no less than none (the step-back). A windscreen-only claim does not affect it.`;

const PAYING_TEXT = `Pay once by card, or monthly: a deposit of ${CAR_MONTHLY_PLAN.depositMonths} months' payments by card, then ${CAR_MONTHLY_PLAN.instalments} payments by direct debit. Paying monthly costs ${T.instalmentChargePercent}% more than paying once: a charge for credit, shown with the total before you choose. The price includes the government levy on non-life insurance.`;

const CLAIMS_TEXT = `Call our claims line on ${PHONE.carClaims} as soon as you can after an accident, a theft or any damage, and report a theft or vandalism to An Garda Síochána. Do not admit fault or offer to pay anyone: we deal with the other people involved for you. For anything else, call us on ${PHONE.carAmend} (${CUSTOMER_SERVICE_HOURS}).`;

const COMPLAINTS_TEXT = `If you are unhappy with our service, call us on ${PHONE.servicesTeam} (${CUSTOMER_SERVICE_HOURS}) or write to us. We acknowledge a complaint within 5 working days and aim to resolve it within 40 working days. If you remain unhappy you may refer it to the Financial Services and Pensions Ombudsman, Lincoln House, Lincoln Place, Dublin 2, www.fspo.ie.`;

const CANCELLING_TEXT = `${COOLING_OFF_RIGHT} ${CAR_CANCELLATION_TERMS} To cancel, call ${PHONE.carAmend}.`;

const HONESTY_TEXT =
  'You must answer every question we ask honestly and with reasonable care, and tell us when an answer changes. Read the Disclosure Requirements: an answer given carelessly or dishonestly may change your cover, a claim or the policy itself, as the Consumer Insurance Contracts Act 2019 allows.';

function insurerText(insurerName: string) {
  return `Car insurance is arranged by ${POLICY_ARRANGER} and underwritten by ${insurerName}, which is regulated by the Central Bank of Ireland. Your Certificate of Motor Insurance, Insurance Disc and Policy Schedule, issued when you buy, name your car by its registration, who may drive it and for what.`;
}

function termsAndConditions(insurerName: string): DocumentBlock[] {
  return [
    textBlock(
      `These are the terms and conditions of ${CAR_PRODUCT_NAME.toLowerCase()} underwritten by ${insurerName} ("we") and arranged by ${POLICY_ARRANGER}. Your Policy Schedule and Certificate of Motor Insurance name the car, the drivers, the cover and the period; together with these terms they are your contract of insurance.`,
    ),
    paragraph('The cover', `${COVER_TYPES_TEXT} Your schedule says which you have.`),
    sectionBlock(LEVELS_TABLE),
    paragraph('Optional extras', EXTRAS_TEXT),
    paragraph(
      'Who may drive',
      'The drivers your Certificate of Motor Insurance names, each with a licence of the kind you told us and not disqualified from driving. Anyone else driving is not covered, except as the law requires us to pay other people (see the Motor User Agreement).',
    ),
    paragraph(
      'What the car may be used for',
      'The use your certificate states: social, domestic and pleasure purposes and commuting, and business use only if you chose it. Never for hire or reward, racing, pace-making, speed trials or track days, or the motor trade.',
    ),
    paragraph(
      'Where you are covered',
      'In the Republic of Ireland, Northern Ireland, Great Britain, the Isle of Man and the Channel Islands; and the cover of your policy for up to 45 days in any one trip elsewhere in the European Union. Everywhere in the European Union and the European Economic Area you have at least the cover the law of the country requires.',
    ),
    paragraph(
      'What is not covered',
      'The excess your schedule shows; wear and tear, mechanical, electrical or electronic breakdown and damage to tyres by braking, punctures or bursts; loss of value or loss of use of the car; theft or damage while the car is left unlocked, or with its keys in or on it; damage caused deliberately by you or a driver; a driver under the influence of alcohol or drugs above the legal limit; and any claim arising from use your certificate does not allow.',
    ),
    paragraph('Your no claims discount', NO_CLAIMS_TEXT),
    paragraph('Making a claim', CLAIMS_TEXT),
    paragraph(
      'Telling us of changes',
      `Call us on ${PHONE.carAmend} before you change your car or its registration, your address, the drivers or the car's use, and when a driver gets penalty points, a conviction or a medical condition that affects their driving. Your premium may change; we send you a new certificate and disc when the car or the drivers change.`,
    ),
    paragraph('Your duty to answer honestly', HONESTY_TEXT),
    paragraph('Cancelling your policy', CANCELLING_TEXT),
    paragraph('Complaints', COMPLAINTS_TEXT),
    paragraph(
      'Law and language',
      'This contract is governed by the law of Ireland, and we will communicate with you in English.',
    ),
  ];
}

function disclosureRequirements(insurerName: string): DocumentBlock[] {
  return [
    textBlock(
      `Your car insurance is a consumer insurance contract under the Consumer Insurance Contracts Act 2019. This document explains what ${insurerName} ("we") asks of you before and during your policy, and what the Act lets us do if an answer is not right. Please read it before you accept the terms.`,
    ),
    paragraph(
      'Answer our questions honestly and with reasonable care',
      'Before we insure you we ask specific questions: about you and every driver (age, licence, driving experience, penalty points, claims and convictions), about the car (its make and model, registration, value and how long you have had it) and about its use and where it is kept. You must answer each honestly and with reasonable care. You do not have to tell us anything we have not asked about, but an answer you give must be complete: if you are not sure, ask us before you answer.',
    ),
    paragraph(
      'Check the answers we hold',
      'Your Policy Schedule and Certificate of Motor Insurance set out the answers your cover is based on. Check them when you receive them and tell us at once if anything is wrong. We send you the answers again before each renewal to review.',
    ),
    paragraph(
      'Tell us when an answer changes',
      `During the policy, tell us on ${PHONE.carAmend} if a change happens that our questions asked about: a new car or registration, a new address, a driver added or a driver's licence, penalty points, convictions or disqualification, or a medical condition a driver must report to the National Driver Licence Service. We may then change the premium or the terms, or in some cases be unable to continue the cover.`,
    ),
    paragraph(
      'If an answer was careless',
      'If an answer was given carelessly (not honestly and with reasonable care), the remedy is in proportion to what we would have done had we known the truth: if we would have charged a higher premium, we pay a claim in the same proportion as the premium you paid bears to the premium we would have charged; if we would have insured you on different terms, we deal with a claim as if those terms applied; if we would not have insured you at all, we may cancel the policy and return the premium, and refuse a claim.',
    ),
    paragraph(
      'If an answer or a claim was fraudulent',
      'If an answer was given fraudulently, or a claim is fraudulent or exaggerated on purpose, we may refuse the claim, end the policy from the date of the fraud (or, for a fraudulent answer, treat it as never having been in force), and report it to An Garda Síochána. The law still requires us to pay injured third parties, and we may recover from you what we pay them.',
    ),
    paragraph(
      'An answer given honestly and with reasonable care',
      'If you answered honestly and with reasonable care, we cannot refuse or reduce a claim because an answer turns out to be wrong.',
    ),
    paragraph(
      'Checking what you tell us',
      'We may check your answers, and the claims of you and the drivers, with the information insurers share to prevent fraud (Insurance Link) and with the records of the National Vehicle and Driver File.',
    ),
    paragraph('Complaints', COMPLAINTS_TEXT),
  ];
}

function carUserAgreement(insurerName: string): DocumentBlock[] {
  return [
    textBlock(
      `Every insurer that sells motor insurance in Ireland must be a member of the Motor Insurers' Bureau of Ireland (MIBI) and take part in the agreement between the Minister for Transport and MIBI (the MIBI Agreement). ${insurerName} is a member. This document explains what the Agreement means for you as a motorist and as a road user.`,
    ),
    paragraph(
      'What MIBI is for',
      'MIBI compensates the victims of road traffic accidents caused by uninsured vehicles, and of accidents in which the vehicle or driver at fault cannot be traced. It is funded by every motor insurer in proportion to its share of the market, a cost that forms part of every motor premium.',
    ),
    paragraph(
      'If your car is driven without cover',
      `The law requires us to pay injured third parties and damage to their property in some cases where your policy would not cover the claim: for example if the car is driven by someone your certificate does not name, used for a purpose your certificate does not allow, or driven by someone disqualified or under the influence. Under the Agreement we deal with and pay such a claim as the "insurer concerned", and we may recover what we pay from you or the driver. Never let anyone drive your car unless your certificate covers them.`,
    ),
    paragraph(
      'What you agree to',
      `By accepting these terms you agree to tell us of any accident involving your car as soon as you can, to give us and MIBI the information and help we reasonably ask for in dealing with a claim, including statements and documents, and to tell An Garda Síochána of any accident in which someone is injured. Call our claims line on ${PHONE.carClaims}.`,
    ),
    paragraph(
      'If an uninsured or untraced driver injures you',
      'You can claim from MIBI. Report the accident to An Garda Síochána as soon as you can, and tell MIBI without delay: its claims procedures, time limits and the excess on claims for damage to property are set out at www.mibi.ie. Where you are covered by your own policy for the loss, for example for damage to your car under comprehensive cover, you claim from us first.',
    ),
    paragraph(
      'Display your insurance disc',
      'The law requires your Insurance Disc to be displayed on the car whenever it is in a public place, and your Certificate of Motor Insurance to be produced when a member of An Garda Síochána asks. Driving without insurance is a criminal offence: it carries penalty points, a fine and possible disqualification.',
    ),
  ];
}

function termsSummary(insurerName: string): DocumentBlock[] {
  return [
    paragraph(`Your insurer: ${insurerName}`, insurerText(insurerName)),
    paragraph('Cover types', COVER_TYPES_TEXT),
    sectionBlock(LEVELS_TABLE),
    paragraph('Optional extras (comprehensive cover)', EXTRAS_TEXT),
    paragraph('Your no claims discount', NO_CLAIMS_TEXT),
    paragraph(
      'Excess',
      'Each claim for damage to your car carries the excess your Policy Schedule shows. A windscreen-only claim is paid without affecting your no claims discount.',
    ),
    paragraph('Paying for your policy', PAYING_TEXT),
    paragraph('Cancelling your policy', CANCELLING_TEXT),
    paragraph('Who can buy this policy online', CAR_ELIGIBILITY_REQUIREMENTS.join(' ')),
    paragraph('Your duty to answer honestly', HONESTY_TEXT),
    paragraph('Claims and contact', CLAIMS_TEXT),
  ];
}

function productInformation(insurerName: string): DocumentBlock[] {
  return [
    paragraph(`Your insurer: ${insurerName}`, insurerText(insurerName)),
    paragraph(
      'What is this type of insurance?',
      'Car insurance for a private car registered in the Republic of Ireland and used for social, domestic and pleasure purposes, for a year at a time: the motor insurance the Road Traffic Acts require, with cover for the car itself as you choose.',
    ),
    paragraph('What is insured?', COVER_TYPES_TEXT),
    sectionBlock(LEVELS_TABLE),
    paragraph('Optional extras', EXTRAS_TEXT),
    paragraph(
      'What is not insured?',
      'The excess of each claim; wear and tear and breakdown; loss of value or use; theft or damage while the car is left unlocked or with its keys in it; a driver your certificate does not name, or one under the influence of alcohol or drugs; use for hire or reward, racing or the motor trade; and deliberate damage.',
    ),
    paragraph(
      'Are there any restrictions on cover?',
      'Only the drivers and the use on your Certificate of Motor Insurance are covered. Each claim for damage to your car carries the excess your schedule shows. Cover depends on the answers you give being honest and given with reasonable care.',
    ),
    paragraph(
      'Where am I covered?',
      'In the Republic of Ireland, Northern Ireland, Great Britain, the Isle of Man and the Channel Islands, and for up to 45 days in any one trip elsewhere in the European Union.',
    ),
    paragraph(
      'What are my obligations?',
      'Answer every question honestly and with reasonable care; tell us when an answer changes; keep the car roadworthy and with a valid NCT; display the Insurance Disc; tell us about an accident or loss as soon as you can and do not admit fault.',
    ),
    paragraph('When and how do I pay?', PAYING_TEXT),
    paragraph(
      'When does the cover start and end?',
      `On the start date you choose, from today to ${CAR_LIMITS.startDateWindowDays} days ahead, for 12 months. We write to you before it ends.`,
    ),
    paragraph('How do I cancel the contract?', CANCELLING_TEXT),
  ];
}

const BUILDERS: Record<CarProductDocument, (insurerName: string) => DocumentBlock[]> = {
  terms_and_conditions: termsAndConditions,
  disclosure_requirements: disclosureRequirements,
  motor_user_agreement: carUserAgreement,
  terms_summary: termsSummary,
  product_information: productInformation,
};

/** Renders and keeps the car documents read before buying, of the car insurer named. */
export function createCarInsurerDocuments(insurerName: string) {
  function render(document: CarProductDocument) {
    const { displayName } = CAR_PRODUCT_DOCUMENTS[document];
    return renderPdf(
      {
        Title: `${displayName}: ${CAR_PRODUCT_NAME}`,
        Author: POLICY_ARRANGER,
        Subject: `${CAR_PRODUCT_NAME} ${displayName} of ${insurerName}`,
        Keywords: document,
        CreationDate: WORDING_ISSUED,
      },
      {
        productName: CAR_PRODUCT_NAME,
        insurerLine: `Underwritten by ${insurerName}`,
        documentLine: `${displayName} | Read before you buy`,
        legalText: `Car insurance is arranged by ${POLICY_ARRANGER} and underwritten by ${insurerName}.`,
      },
      (pdf) =>
        drawDocument(pdf, displayName, [
          textBlock(
            `This document is for you to read before you buy ${CAR_PRODUCT_NAME.toLowerCase()}. It does not replace your Policy Schedule, your Certificate of Motor Insurance or the policy wording.`,
          ),
          ...BUILDERS[document](insurerName),
        ]),
    );
  }

  /** The PDF of a document, drawn on first use. */
  return { pdf: drawnOnce(render) };
}

export type CarInsurerDocuments = ReturnType<typeof createCarInsurerDocuments>;
