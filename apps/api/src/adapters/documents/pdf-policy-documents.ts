import { formatEuro } from '@wallet/domain';
import PDFDocument from 'pdfkit';
import { formatDocumentDate, formatIssuedDate } from './document-dates.js';
import type {
  DocumentPayment,
  DocumentRow,
  DocumentSection,
  PolicyDocumentModel,
  PolicyDocumentName,
  PolicyDocuments,
  RenderedDocument,
} from './policy-documents-port.js';

/*
 * Three A4 PDFs drawn with pdfkit's built-in Helvetica, which pdfkit ships as JavaScript modules:
 * nothing is read from disk beside the bundle. Helvetica's encoding (WinAnsi) covers the euro sign
 * and the Latin-1 accents of Irish names (Siobhán, Ó Briain).
 */

const PAGE = {
  size: 'A4',
  margins: { top: 96, bottom: 88, left: 56, right: 56 },
} as const;

const COLOURS = {
  text: '#1f2933',
  muted: '#52606d',
  brand: '#0b3d91',
  rule: '#cbd2d9',
  band: '#eef2f7',
} as const;

const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZES = { title: 18, heading: 11.5, body: 9.5, small: 7.5 } as const;
const CELL_PADDING = 4;
/** The label column's share of a table's width. */
const LABEL_SHARE = 0.46;

type Pdf = PDFKit.PDFDocument;

interface DocumentDefinition {
  name: PolicyDocumentName;
  displayName: string;
  description: string;
  draw(pdf: Pdf, model: PolicyDocumentModel): void;
}

const contentWidth = (pdf: Pdf) => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
const contentBottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

function ensureSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= contentBottom(pdf)) return false;
  pdf.addPage();
  return true;
}

function drawTitle(pdf: Pdf, title: string): void {
  pdf.font(FONTS.bold).fontSize(SIZES.title).fillColor(COLOURS.brand);
  pdf.text(title, pdf.page.margins.left, pdf.y, { width: contentWidth(pdf) });
  pdf.moveDown(0.6);
}

function headingHeight(pdf: Pdf): number {
  pdf.font(FONTS.bold).fontSize(SIZES.heading);
  return pdf.currentLineHeight(true) + CELL_PADDING * 2;
}

function drawHeading(pdf: Pdf, text: string): void {
  const left = pdf.page.margins.left;
  const top = pdf.y;
  const height = headingHeight(pdf);
  pdf.rect(left, top, contentWidth(pdf), height).fill(COLOURS.brand);
  pdf.font(FONTS.bold).fontSize(SIZES.heading).fillColor('#ffffff');
  pdf.text(text, left + CELL_PADDING * 1.5, top + CELL_PADDING, {
    width: contentWidth(pdf) - CELL_PADDING * 3,
    lineBreak: false,
  });
  pdf.x = left;
  pdf.y = top + height;
}

interface RowStyle {
  bold?: boolean;
  shaded?: boolean;
  /** Right-align the value: figures in a column line up. */
  alignValue?: 'left' | 'right';
}

function rowHeight(pdf: Pdf, row: DocumentRow, labelWidth: number, valueWidth: number): number {
  pdf.font(FONTS.bold).fontSize(SIZES.body);
  const label = pdf.heightOfString(row.label, { width: labelWidth });
  const value = pdf.heightOfString(row.value || ' ', { width: valueWidth });
  return Math.max(label, value) + CELL_PADDING * 2;
}

function drawRow(pdf: Pdf, row: DocumentRow, style: RowStyle): void {
  const left = pdf.page.margins.left;
  const width = contentWidth(pdf);
  const labelWidth = width * LABEL_SHARE - CELL_PADDING * 2;
  const valueWidth = width * (1 - LABEL_SHARE) - CELL_PADDING * 2;
  const height = rowHeight(pdf, row, labelWidth, valueWidth);
  const top = pdf.y;
  if (style.shaded) pdf.rect(left, top, width, height).fill(COLOURS.band);
  pdf
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .stroke(COLOURS.rule);
  pdf.font(style.bold ? FONTS.bold : FONTS.regular).fontSize(SIZES.body);
  pdf.fillColor(COLOURS.muted).text(row.label, left + CELL_PADDING, top + CELL_PADDING, {
    width: labelWidth,
  });
  pdf
    .fillColor(COLOURS.text)
    .text(row.value, left + width * LABEL_SHARE + CELL_PADDING, top + CELL_PADDING, {
      width: valueWidth,
      align: style.alignValue ?? 'left',
    });
  pdf.x = left;
  pdf.y = top + height;
}

interface TableRow extends DocumentRow {
  style?: RowStyle;
}

/**
 * A titled table that breaks across pages between rows; a continued table repeats its title so
 * no page starts with rows nobody can place.
 */
function drawTable(pdf: Pdf, title: string, rows: TableRow[], emptyText?: string): void {
  const width = contentWidth(pdf);
  const labelWidth = width * LABEL_SHARE - CELL_PADDING * 2;
  const valueWidth = width * (1 - LABEL_SHARE) - CELL_PADDING * 2;
  const firstRow = rows[0];
  const firstRowHeight = firstRow ? rowHeight(pdf, firstRow, labelWidth, valueWidth) : 0;
  ensureSpace(pdf, headingHeight(pdf) + firstRowHeight);
  drawHeading(pdf, title);
  if (!firstRow) {
    drawParagraphText(pdf, emptyText ?? '');
  }
  rows.forEach((row, index) => {
    if (ensureSpace(pdf, rowHeight(pdf, row, labelWidth, valueWidth))) {
      drawHeading(pdf, `${title} (continued)`);
    }
    drawRow(pdf, row, { shaded: index % 2 === 1, ...row.style });
  });
  pdf.moveDown(0.9);
}

function drawParagraphText(pdf: Pdf, text: string): void {
  pdf.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.text);
  pdf.text(text, pdf.page.margins.left, pdf.y + CELL_PADDING, {
    width: contentWidth(pdf),
    lineGap: 1.5,
  });
  pdf.moveDown(0.4);
}

function drawParagraph(pdf: Pdf, heading: string, text: string): void {
  pdf.font(FONTS.bold).fontSize(SIZES.heading);
  const headingLine = pdf.currentLineHeight(true);
  pdf.font(FONTS.regular).fontSize(SIZES.body);
  // Keep a heading with at least two lines of its text.
  ensureSpace(pdf, headingLine + pdf.currentLineHeight(true) * 3);
  pdf.font(FONTS.bold).fontSize(SIZES.heading).fillColor(COLOURS.brand);
  pdf.text(heading, pdf.page.margins.left, pdf.y, { width: contentWidth(pdf) });
  drawParagraphText(pdf, text);
  pdf.moveDown(0.4);
}

const holderName = (model: PolicyDocumentModel) =>
  [model.policyHolder.title, model.policyHolder.firstName, model.policyHolder.lastName]
    .filter(Boolean)
    .join(' ');

const periodOfCover = (model: PolicyDocumentModel) =>
  `${formatDocumentDate(model.startDate)} to ${formatDocumentDate(model.endDate)} (both dates inclusive)`;

function policyDetailsRows(model: PolicyDocumentModel): DocumentRow[] {
  return [
    { label: 'Policy number', value: model.policyNumber },
    { label: 'Reference number', value: model.referenceNumber },
    { label: 'Quote reference', value: model.quoteReference },
    { label: 'Insurer', value: model.insurer.displayName },
    { label: 'Policy holder', value: holderName(model) },
    { label: 'Period of insurance', value: periodOfCover(model) },
    { label: 'Date issued', value: formatIssuedDate(model.issuedAt) },
  ];
}

function paymentRows(payment: DocumentPayment, totalCents: number): DocumentRow[] {
  if (payment.method === 'card') {
    return [
      { label: 'Payment method', value: 'Debit or credit card' },
      { label: 'Card', value: `${payment.cardBrand} ending ${payment.last4}` },
      { label: 'Amount paid', value: formatEuro(totalCents) },
    ];
  }
  return [
    { label: 'Payment method', value: 'Direct debit' },
    { label: 'IBAN', value: payment.maskedIban },
    { label: 'BIC', value: payment.bic },
    { label: 'Collection day', value: `Day ${payment.collectionDay} of each month` },
    {
      label: 'Instalments',
      value: `${payment.instalments} monthly instalments of ${formatEuro(payment.instalmentCents)}`,
    },
  ];
}

function drawSchedule(pdf: Pdf, model: PolicyDocumentModel): void {
  drawTitle(pdf, 'Policy Schedule');
  drawTable(pdf, 'Your policy', policyDetailsRows(model));
  drawTable(pdf, 'Policy holder', [
    { label: 'Name', value: holderName(model) },
    { label: 'Date of birth', value: formatDocumentDate(model.policyHolder.dateOfBirth) },
    { label: 'Email', value: model.policyHolder.email },
    { label: 'Mobile phone', value: model.policyHolder.phone },
    {
      label: 'Correspondence address',
      value: model.policyHolder.correspondenceAddressLines.join('\n'),
    },
  ]);
  drawTable(pdf, 'The insured property', [
    { label: 'Address of the insured property', value: model.riskAddressLines.join('\n') },
    { label: 'Cover type', value: model.coverTypeLabel },
  ]);
  for (const section of model.scheduleSections) drawSection(pdf, section);
  const premiumRows: TableRow[] = model.premium.lines.map((line) => ({
    label: line.label,
    value: formatEuro(line.amountCents),
    style: { bold: line.subtotal, alignValue: 'right' },
  }));
  premiumRows.push({
    label: model.premium.totalLabel,
    value: formatEuro(model.premium.totalCents),
    style: { bold: true, alignValue: 'right' },
  });
  drawTable(pdf, 'Premium breakdown', premiumRows);
  drawTable(pdf, 'Payment', paymentRows(model.payment, model.premium.totalCents));
}

function drawSection(pdf: Pdf, section: DocumentSection): void {
  drawTable(pdf, section.title, section.rows, section.emptyText);
}

function drawStatementOfFact(pdf: Pdf, model: PolicyDocumentModel): void {
  drawTitle(pdf, 'Statement of Fact');
  for (const line of model.statementOfFactIntro) drawParagraphText(pdf, line);
  pdf.moveDown(0.5);
  drawTable(pdf, 'Your policy', policyDetailsRows(model));
  for (const section of model.statementOfFact) drawSection(pdf, section);
}

function drawTermsSummary(pdf: Pdf, model: PolicyDocumentModel): void {
  drawTitle(pdf, 'Summary of Terms');
  drawTable(pdf, 'Your policy', policyDetailsRows(model));
  for (const paragraph of model.termsSummary) drawParagraph(pdf, paragraph.heading, paragraph.text);
}

const DOCUMENTS: readonly DocumentDefinition[] = [
  {
    name: 'policy-schedule',
    displayName: 'Policy Schedule',
    description: 'Your cover, sums insured, excesses, optional extras and premium',
    draw: drawSchedule,
  },
  {
    name: 'statement-of-fact',
    displayName: 'Statement of Fact',
    description: 'The information you gave us, on which your policy is based',
    draw: drawStatementOfFact,
  },
  {
    name: 'terms-summary',
    displayName: 'Summary of Terms',
    description: "A summary of the insurer's terms, cancellation rights and refunds",
    draw: drawTermsSummary,
  },
];

/** Header and footer go on last, when the page count is known. */
function drawPageFurniture(pdf: Pdf, model: PolicyDocumentModel, displayName: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const left = pdf.page.margins.left;
    const width = contentWidth(pdf);
    const bottomMargin = pdf.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;

    pdf.font(FONTS.bold).fontSize(SIZES.heading).fillColor(COLOURS.brand);
    pdf.text(model.productName, left, 36, { width, lineBreak: false });
    pdf.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.muted);
    pdf.text(`Underwritten by ${model.insurer.displayName}`, left, 38, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.text(`${displayName} | Policy number ${model.policyNumber}`, left, 54, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf
      .moveTo(left, 72)
      .lineTo(left + width, 72)
      .lineWidth(1)
      .stroke(COLOURS.brand);

    const footerTop = pdf.page.height - bottomMargin + 18;
    pdf
      .moveTo(left, footerTop - 8)
      .lineTo(left + width, footerTop - 8)
      .lineWidth(0.5)
      .stroke(COLOURS.rule);
    pdf.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
    pdf.text(model.legalText, left, footerTop, { width: width - 70 });
    pdf.text(`Page ${index - start + 1} of ${count}`, left + width - 70, footerTop, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
}

function renderOne(model: PolicyDocumentModel, definition: DocumentDefinition): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    info: {
      Title: `${definition.displayName} ${model.policyNumber}`,
      Author: model.author,
      Subject: `${model.productName} policy ${model.policyNumber} underwritten by ${model.insurer.displayName}`,
      Keywords: `${definition.name} ${model.policyNumber} ${model.referenceNumber}`,
      // The issue time, not the render time: the same policy renders to the same bytes.
      CreationDate: model.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fillColor(COLOURS.text);
  definition.draw(pdf, model);
  drawPageFurniture(pdf, model, definition.displayName);
  pdf.end();
  return done;
}

/** The Documents port drawn with pdfkit: schedule, statement of fact and terms summary. */
export function createPdfPolicyDocuments(): PolicyDocuments {
  return {
    async render(model) {
      const rendered: RenderedDocument[] = [];
      for (const definition of DOCUMENTS) {
        rendered.push({
          name: definition.name,
          displayName: definition.displayName,
          description: definition.description,
          pdf: await renderOne(model, definition),
        });
      }
      return rendered;
    },
  };
}
