import { drawDocument, renderPdf } from './pdf-drawing.js';
import { drawInsuranceDisc } from './pdf-insurance-disc.js';
import type {
  PolicyDocumentContent,
  PolicyDocumentSet,
  PolicyDocuments,
  RenderedDocument,
} from './policy-documents-port.js';

/* The PDFs of a bound policy, one per document of the product's set (policy-document-blocks.ts). */

function renderOne(set: PolicyDocumentSet, content: PolicyDocumentContent): Promise<Buffer> {
  return renderPdf(
    {
      Title: `${content.displayName} ${set.policyNumber}`,
      Author: set.author,
      Subject: `${set.productName} policy ${set.policyNumber} underwritten by ${set.insurer.displayName}`,
      Keywords: `${content.name} ${set.policyNumber} ${set.referenceNumber}`,
      // The issue time, not the render time: the same policy renders to the same bytes.
      CreationDate: set.issuedAt,
    },
    {
      productName: set.productName,
      insurerLine: `Underwritten by ${set.insurer.displayName}`,
      documentLine: `${content.displayName} | ${set.policyNumberLabel} ${set.policyNumber}`,
      legalText: set.legalText,
    },
    (pdf) => {
      drawDocument(pdf, content.title, content.blocks);
      if (content.disc) drawInsuranceDisc(pdf, content.disc);
    },
  );
}

/** The Documents port drawn with pdfkit: each document of a product's set, one PDF each. */
export function createPdfPolicyDocuments(): PolicyDocuments {
  return {
    async render(set) {
      const rendered: RenderedDocument[] = [];
      for (const content of set.documents) {
        rendered.push({
          name: content.name,
          displayName: content.displayName,
          description: content.description,
          pdf: await renderOne(set, content),
        });
      }
      return rendered;
    },
  };
}
