import PDFDocument from 'pdfkit';
import type { DocumentBlock, DocumentRow } from './policy-documents-port.js';

/*
 * The drawing every PDF of ours shares: A4 pages in pdfkit's built-in Helvetica, which pdfkit
 * ships as JavaScript modules, so nothing is read from disk beside the bundle. Helvetica's
 * encoding (WinAnsi) covers the euro sign and the Latin-1 accents of Irish names (Siobhán,
 * Ó Briain).
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

export type Pdf = PDFKit.PDFDocument;

const contentWidth = (pdf: Pdf) => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
const contentBottom = (pdf: Pdf) => pdf.page.height - pdf.page.margins.bottom;

function ensureSpace(pdf: Pdf, height: number): boolean {
  if (pdf.y + height <= contentBottom(pdf)) return false;
  pdf.addPage();
  return true;
}

export function drawTitle(pdf: Pdf, title: string): void {
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

export interface RowStyle {
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

export interface TableRow extends DocumentRow {
  style?: RowStyle;
}

/**
 * A titled table that breaks across pages between rows; a continued table repeats its title so
 * no page starts with rows nobody can place.
 */
export function drawTable(pdf: Pdf, title: string, rows: TableRow[], emptyText?: string): void {
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

export function drawParagraphText(pdf: Pdf, text: string): void {
  pdf.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.text);
  pdf.text(text, pdf.page.margins.left, pdf.y + CELL_PADDING, {
    width: contentWidth(pdf),
    lineGap: 1.5,
  });
  pdf.moveDown(0.4);
}

export function drawParagraph(pdf: Pdf, heading: string, text: string): void {
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

function drawBlock(pdf: Pdf, block: DocumentBlock): void {
  switch (block.kind) {
    case 'table':
      drawTable(pdf, block.title, block.rows, block.emptyText);
      return;
    case 'paragraph':
      drawParagraph(pdf, block.heading, block.text);
      return;
    case 'text':
      drawParagraphText(pdf, block.text);
      return;
  }
}

/** A document's body: its title, then its blocks in order (policy-documents-port.ts). */
export function drawDocument(pdf: Pdf, title: string, blocks: readonly DocumentBlock[]): void {
  drawTitle(pdf, title);
  blocks.forEach((block, index) => {
    // Lines of text run on; the first table or paragraph after them keeps a gap.
    if (block.kind !== 'text' && blocks[index - 1]?.kind === 'text') pdf.moveDown(0.5);
    drawBlock(pdf, block);
  });
}

/** What every page carries: a header with the product and insurer, a footer with the legal text. */
export interface PageFurniture {
  /** Top left, e.g. 'Home Insurance'. */
  productName: string;
  /** Top right, first line, e.g. 'Underwritten by FBD Insurance plc'. */
  insurerLine: string;
  /** Top right, second line, e.g. 'Policy Schedule | Policy number HOM-1'. */
  documentLine: string;
  legalText: string;
}

/** Header and footer go on last, when the page count is known. */
function drawPageFurniture(pdf: Pdf, furniture: PageFurniture): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const left = pdf.page.margins.left;
    const width = contentWidth(pdf);
    const bottomMargin = pdf.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    pdf.page.margins.bottom = 0;

    pdf.font(FONTS.bold).fontSize(SIZES.heading).fillColor(COLOURS.brand);
    pdf.text(furniture.productName, left, 36, { width, lineBreak: false });
    pdf.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.muted);
    pdf.text(furniture.insurerLine, left, 38, { width, align: 'right', lineBreak: false });
    pdf.text(furniture.documentLine, left, 54, { width, align: 'right', lineBreak: false });
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
    pdf.text(furniture.legalText, left, footerTop, { width: width - 70 });
    pdf.text(`Page ${index - start + 1} of ${count}`, left + width - 70, footerTop, {
      width: 70,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottomMargin;
  }
}

export interface PdfInfo {
  Title: string;
  Author: string;
  Subject: string;
  Keywords: string;
  /** A fixed date, not the render time: the same content renders to the same bytes. */
  CreationDate: Date;
}

/** One PDF: the body drawn by `draw`, then the header and footer of every page. */
export function renderPdf(
  info: PdfInfo,
  furniture: PageFurniture,
  draw: (pdf: Pdf) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margins: { ...PAGE.margins },
    bufferPages: true,
    info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fillColor(COLOURS.text);
  draw(pdf);
  drawPageFurniture(pdf, furniture);
  pdf.end();
  return done;
}
