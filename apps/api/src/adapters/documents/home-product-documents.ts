import {
  COLLECTION_DAYS,
  CONTENTS_MINIMUM_EUR,
  COOLING_OFF_RIGHT,
  CUSTOMER_SERVICE_HOURS,
  EXCESS_OPTIONS,
  FIRE_BRIGADE_CHARGES_MAX_EUR,
  HOME_ADDON_CODES,
  HOME_ARRANGER,
  HOME_CANCELLATION_TERMS,
  HOME_ELIGIBILITY_REQUIREMENTS,
  HOME_INSURER_NAMES,
  HOME_INSURERS,
  MONTHLY_INSTALMENTS,
  HOME_PRODUCT_DOCUMENTS,
  HOME_QUOTE_MESSAGES,
  HOME_UNDERWRITERS,
  PERSONAL_ITEMS_EXCESS_EUR,
  PHONE,
  POLICY_START_MAX_DAYS_AHEAD,
  PRODUCT_LABELS,
  REBUILD_COST_MINIMUM_EUR,
  SPECIFIED_ITEM_MIN_VALUE_EUR,
  SPECIFIED_ITEM_VALUATION_ABOVE_EUR,
  SPECIFIED_ITEM_VALUATION_MAX_AGE_MONTHS,
  UNSPECIFIED_ITEMS_AMOUNTS_EUR,
  UNSPECIFIED_SINGLE_ITEM_MAX_EUR,
  euroToCents,
  formatEuro,
  homeUnderwriterOnDocuments,
  type HomeAddonCode,
  type HomeInsurer,
  type HomeProductDocument,
} from '@wallet/domain';
import { drawDocument, renderPdf } from './pdf-drawing.js';
import { paragraphBlock, sectionBlock, textBlock } from './policy-document-blocks.js';
import type { DocumentBlock, DocumentParagraph, DocumentSection } from './policy-documents-port.js';
import { drawnOnce } from './drawn-once.js';

/**
 * The documents a customer reads before buying home cover (the payment page and the household
 * page link them): each insurer's Summary of Terms and Product Information Document, or both
 * insurers' in one when the insurer is not chosen yet. They are the same for every customer, so
 * each is drawn once and kept.
 */

/** An extra an insurer offers and how it is priced, in words. */
export interface ExtraOnOffer {
  code: HomeAddonCode;
  price: string;
}

/** What differs between the insurers' products, read from their rating tables. */
export type InsurerExtras = Record<HomeInsurer, readonly ExtraOnOffer[]>;

/** The date the documents' wording was issued: PDFs of the same wording are the same bytes. */
const WORDING_ISSUED = new Date('2026-01-01T00:00:00Z');

const euro = (amountEur: number) => formatEuro(euroToCents(amountEur));

function extrasTable(insurer: HomeInsurer, extras: InsurerExtras): DocumentSection {
  return {
    title: `${HOME_QUOTE_MESSAGES.extras}: ${HOME_INSURER_NAMES[insurer]}`,
    rows: HOME_ADDON_CODES.map((code) => ({
      label: HOME_QUOTE_MESSAGES.extraLabels[code],
      value: extras[insurer].find((extra) => extra.code === code)?.price ?? 'Not offered',
    })),
  };
}

function cancellation(insurer: HomeInsurer): DocumentParagraph {
  return {
    heading: `Cancelling a policy with ${HOME_INSURER_NAMES[insurer]}`,
    text: `${COOLING_OFF_RIGHT} ${HOME_CANCELLATION_TERMS[insurer]}`,
  };
}

const COVER_TEXT = [
  `Buildings: the cost of rebuilding your home, at least ${euro(REBUILD_COST_MINIMUM_EUR.elsewhere)} (${euro(REBUILD_COST_MINIMUM_EUR.dublin)} in Dublin).`,
  `Contents: your household goods, at least ${euro(CONTENTS_MINIMUM_EUR)}.`,
  `Unspecified personal items: ${euro(UNSPECIFIED_ITEMS_AMOUNTS_EUR[0]!)} to ${euro(UNSPECIFIED_ITEMS_AMOUNTS_EUR[UNSPECIFIED_ITEMS_AMOUNTS_EUR.length - 1]!)}, at most ${euro(UNSPECIFIED_SINGLE_ITEM_MAX_EUR)} for any one item.`,
  `Specified items: named items worth more than ${euro(SPECIFIED_ITEM_MIN_VALUE_EUR - 1)} each; a valuation no older than ${SPECIFIED_ITEM_VALUATION_MAX_AGE_MONTHS} months may be asked for an item over ${euro(SPECIFIED_ITEM_VALUATION_ABOVE_EUR)}.`,
  `Fire brigade charges up to ${euro(FIRE_BRIGADE_CHARGES_MAX_EUR)}.`,
].join(' ');

const EXCESS_TABLE: DocumentSection = {
  title: 'Excess options (the part of a claim you pay)',
  rows: EXCESS_OPTIONS.map((option) => ({
    label: `${HOME_QUOTE_MESSAGES.excess} ${euro(option.policyExcessEur)}`,
    value: `Water damage ${euro(option.waterDamageExcessEur)}, subsidence ${euro(option.subsidenceExcessEur)}`,
  })).concat({
    label: 'Unspecified and specified items',
    value: euro(PERSONAL_ITEMS_EXCESS_EUR),
  }),
};

const PAYING = `Pay once a year by card, or by direct debit in ${MONTHLY_INSTALMENTS} monthly payments at no extra cost: the ${MONTHLY_INSTALMENTS} payments add up to the annual premium exactly. Direct debits are collected on day ${COLLECTION_DAYS.slice(0, -1).join(', ')} or ${COLLECTION_DAYS[COLLECTION_DAYS.length - 1]} of the month, as you choose.`;

const CONTACT = `To make a claim, call ${PHONE.homeClaims}. For anything else, call us on ${PHONE.sales} (${CUSTOMER_SERVICE_HOURS}).`;

function insurerParagraph(insurers: readonly HomeInsurer[]): DocumentParagraph {
  const named = insurers.map(homeUnderwriterOnDocuments).join(' or ');
  return {
    heading:
      insurers.length > 1 ? 'Your insurer' : `Your insurer: ${HOME_INSURER_NAMES[insurers[0]!]}`,
    text: `Home insurance is arranged by ${HOME_ARRANGER} and underwritten by ${named}. Your quote names the insurer of your policy; your policy schedule and the insurer's policy wording, issued when you buy, set out your cover in full.`,
  };
}

function termsSummaryBlocks(
  insurers: readonly HomeInsurer[],
  extras: InsurerExtras,
): DocumentBlock[] {
  return [
    paragraphBlock(insurerParagraph(insurers)),
    paragraphBlock({ heading: 'What is covered', text: COVER_TEXT }),
    sectionBlock(EXCESS_TABLE),
    ...insurers.map((insurer) => sectionBlock(extrasTable(insurer, extras))),
    paragraphBlock({ heading: 'Paying for your policy', text: PAYING }),
    ...insurers.map((insurer) => paragraphBlock(cancellation(insurer))),
    paragraphBlock({
      heading: 'Who can buy this policy online',
      text: HOME_ELIGIBILITY_REQUIREMENTS.join(' '),
    }),
    paragraphBlock({
      heading: 'Your duty to answer honestly',
      text: 'Your policy is based on the answers you give. Under the Consumer Insurance Contracts Act 2019 you must answer honestly and with reasonable care, and tell us if an answer changes.',
    }),
    paragraphBlock({ heading: 'Claims and contact', text: CONTACT }),
  ];
}

function productInformationBlocks(
  insurers: readonly HomeInsurer[],
  extras: InsurerExtras,
): DocumentBlock[] {
  return [
    paragraphBlock(insurerParagraph(insurers)),
    paragraphBlock({
      heading: 'What is this type of insurance?',
      text: 'Home insurance for a private home in the Republic of Ireland: its buildings, its contents or both, for a year at a time.',
    }),
    paragraphBlock({ heading: 'What is insured?', text: COVER_TEXT }),
    ...insurers.map((insurer) => sectionBlock(extrasTable(insurer, extras))),
    paragraphBlock({
      heading: 'What is not insured?',
      text: `The excess of each claim; wear and tear and gradual deterioration; damage caused deliberately by you or your household; accidental damage to contents unless you add it as an extra; business equipment and stock; and loss or damage while the home is unoccupied for more than the period your policy wording allows.`,
    }),
    paragraphBlock({
      heading: 'Are there any restrictions on cover?',
      text: `Each claim carries an excess (see the Summary of Terms). A single unspecified item is covered up to ${euro(UNSPECIFIED_SINGLE_ITEM_MAX_EUR)}. Cover depends on the answers you give being true and complete.`,
    }),
    paragraphBlock({
      heading: 'Where am I covered?',
      text: 'At the address of the insured property in the Republic of Ireland. Personal items you insure as unspecified or specified items are also covered away from the home.',
    }),
    paragraphBlock({
      heading: 'What are my obligations?',
      text: 'Answer every question honestly and with reasonable care; tell us if an answer changes during the year; keep the home in good repair and take reasonable care to prevent loss; tell us about a claim as soon as you can.',
    }),
    paragraphBlock({ heading: 'When and how do I pay?', text: PAYING }),
    paragraphBlock({
      heading: 'When does the cover start and end?',
      text: `On the start date you choose, from today to ${POLICY_START_MAX_DAYS_AHEAD} days ahead, for 12 months. We write to you before it ends.`,
    }),
    ...insurers.map((insurer) => paragraphBlock(cancellation(insurer))),
  ];
}

const BUILDERS: Record<
  HomeProductDocument,
  (insurers: readonly HomeInsurer[], extras: InsurerExtras) => DocumentBlock[]
> = {
  terms_summary: termsSummaryBlocks,
  product_information: productInformationBlocks,
};

/** Renders and keeps the documents before buying; `insurer` undefined means both insurers'. */
export function createHomeProductDocuments(extras: InsurerExtras) {
  function render(document: HomeProductDocument, insurer: HomeInsurer | undefined) {
    const insurers = insurer ? [insurer] : HOME_INSURERS;
    const { displayName } = HOME_PRODUCT_DOCUMENTS[document];
    const productName = `${PRODUCT_LABELS.home} Insurance`;
    const forWhom = insurer ? HOME_INSURER_NAMES[insurer] : 'both insurers';
    return renderPdf(
      {
        Title: `${displayName}: ${productName}, ${forWhom}`,
        Author: HOME_ARRANGER,
        Subject: `${productName} ${displayName} of ${insurers.map(homeUnderwriterOnDocuments).join(' and ')}`,
        Keywords: `${document} ${insurers.join(' ')}`,
        CreationDate: WORDING_ISSUED,
      },
      {
        productName,
        insurerLine: `Underwritten by ${insurers.map((code) => HOME_UNDERWRITERS[code]).join(' or ')}`,
        documentLine: `${displayName} | Read before you buy`,
        legalText: `Home insurance is arranged by ${HOME_ARRANGER} and underwritten by ${HOME_UNDERWRITERS.RSA} or ${HOME_UNDERWRITERS.FBD}.`,
      },
      (pdf) =>
        drawDocument(pdf, displayName, [
          textBlock(
            `This document is for you to read before you buy ${productName.toLowerCase()} from ${forWhom}. It does not replace your policy schedule or the insurer's policy wording.`,
          ),
          ...BUILDERS[document](insurers, extras),
        ]),
    );
  }

  const drawn = drawnOnce((key: `${HomeProductDocument}:${HomeInsurer | 'all'}`) => {
    const [document, insurer] = key.split(':') as [HomeProductDocument, HomeInsurer | 'all'];
    return render(document, insurer === 'all' ? undefined : insurer);
  });

  return {
    /** The PDF of a document, drawn on first use. */
    pdf(document: HomeProductDocument, insurer?: HomeInsurer): Promise<Buffer> {
      return drawn(`${document}:${insurer ?? 'all'}`);
    },
  };
}

export type HomeProductDocuments = ReturnType<typeof createHomeProductDocuments>;
