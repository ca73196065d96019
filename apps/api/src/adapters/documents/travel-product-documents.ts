import {
  POLICY_ARRANGER,
  TRAVEL_INSURER,
  TRAVEL_PRODUCT_DOCUMENTS,
  type TravelProductDocument,
} from '@wallet/domain';
import { drawDocument, renderPdf } from './pdf-drawing.js';
import { textBlock } from './policy-document-blocks.js';
import {
  TRAVEL_PRODUCT_DOCUMENT_BLOCKS,
  TRAVEL_PRODUCT_NAME,
} from './travel-policy-document-model.js';
import { drawnOnce } from './drawn-once.js';

/** The date the documents' wording was issued: PDFs of the same wording are the same bytes. */
const WORDING_ISSUED = new Date('2026-01-01T00:00:00Z');

/**
 * The travel documents a customer reads before buying (the payment page's summary links them):
 * the Schedule of Benefits and the Insurance Product Information Document of the product as sold.
 * They are the same for every customer, so each is drawn once and kept.
 */
export function createTravelProductDocuments() {
  function render(document: TravelProductDocument) {
    const { displayName } = TRAVEL_PRODUCT_DOCUMENTS[document];
    return renderPdf(
      {
        Title: `${displayName}: ${TRAVEL_PRODUCT_NAME}`,
        Author: POLICY_ARRANGER,
        Subject: `${TRAVEL_PRODUCT_NAME} ${displayName} of ${TRAVEL_INSURER.name}`,
        Keywords: document,
        CreationDate: WORDING_ISSUED,
      },
      {
        productName: TRAVEL_PRODUCT_NAME,
        insurerLine: `Underwritten by ${TRAVEL_INSURER.name}`,
        documentLine: `${displayName} | Read before you buy`,
        legalText: `Travel insurance is arranged by ${POLICY_ARRANGER} and underwritten by ${TRAVEL_INSURER.name}.`,
      },
      (pdf) =>
        drawDocument(pdf, displayName, [
          textBlock(
            `This document is for you to read before you buy ${TRAVEL_PRODUCT_NAME.toLowerCase()}. It does not replace your Travel Insurance Certificate or the policy wording.`,
          ),
          ...TRAVEL_PRODUCT_DOCUMENT_BLOCKS[document](),
        ]),
    );
  }

  /** The PDF of a document, drawn on first use. */
  return { pdf: drawnOnce(render) };
}
