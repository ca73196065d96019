import type { Pdf } from './pdf-drawing.js';
import type { DocumentDisc } from './policy-documents-port.js';

/*
 * A disc to cut out and display on a windscreen, drawn at the size of one: a dotted cutting line,
 * a ring inside it, and the disc's lines centred within the ring.
 */

/** 75 mm across, in PDF points (72 to the inch). */
const DIAMETER = (75 / 25.4) * 72;
const RING_INSET = 7;
/** Every line fits the widest band of the ring that the text block reaches. */
const TEXT_WIDTH = DIAMETER * 0.64;
const GAP_ABOVE = 14;

/** The palette of the documents' pages (pdf-drawing.ts). */
const INK = { brand: '#0b3d91', text: '#1f2933', muted: '#52606d', cut: '#7b8794' } as const;
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const SIZES = { heading: 8, emphasis: 20, label: 7, value: 9.5 } as const;
const LINE_GAP = { afterHeading: 6, afterEmphasis: 6, betweenRows: 3 } as const;

interface DiscLine {
  text: string;
  font: string;
  size: number;
  colour: string;
  gapAfter: number;
}

function linesOf(disc: DocumentDisc): DiscLine[] {
  return [
    {
      text: disc.heading,
      font: FONTS.bold,
      size: SIZES.heading,
      colour: INK.brand,
      gapAfter: LINE_GAP.afterHeading,
    },
    {
      text: disc.emphasis,
      font: FONTS.bold,
      size: SIZES.emphasis,
      colour: INK.text,
      gapAfter: LINE_GAP.afterEmphasis,
    },
    ...disc.rows.flatMap((row) => [
      { text: row.label, font: FONTS.regular, size: SIZES.label, colour: INK.muted, gapAfter: 0 },
      {
        text: row.value,
        font: FONTS.bold,
        size: SIZES.value,
        colour: INK.text,
        gapAfter: LINE_GAP.betweenRows,
      },
    ]),
  ];
}

function heightOf(pdf: Pdf, line: DiscLine): number {
  pdf.font(line.font).fontSize(line.size);
  return pdf.heightOfString(line.text, { width: TEXT_WIDTH, align: 'center' }) + line.gapAfter;
}

/** The disc below what the page holds so far, on a new page when it does not fit. */
export function drawInsuranceDisc(pdf: Pdf, disc: DocumentDisc): void {
  const bottom = pdf.page.height - pdf.page.margins.bottom;
  if (pdf.y + GAP_ABOVE + DIAMETER > bottom) pdf.addPage();
  const radius = DIAMETER / 2;
  const centreX = pdf.page.width / 2;
  const centreY = pdf.y + GAP_ABOVE + radius;

  pdf.save();
  pdf.circle(centreX, centreY, radius).lineWidth(0.75).dash(3, { space: 3 }).stroke(INK.cut);
  pdf.undash();
  pdf
    .circle(centreX, centreY, radius - RING_INSET)
    .lineWidth(2.5)
    .stroke(INK.brand);
  pdf.restore();

  const lines = linesOf(disc);
  const heights = lines.map((line) => heightOf(pdf, line));
  const total = heights.reduce((sum, height) => sum + height, 0);
  let y = centreY - total / 2;
  lines.forEach((line, index) => {
    pdf.font(line.font).fontSize(line.size).fillColor(line.colour);
    pdf.text(line.text, centreX - TEXT_WIDTH / 2, y, { width: TEXT_WIDTH, align: 'center' });
    y += heights[index]!;
  });

  pdf.x = pdf.page.margins.left;
  pdf.y = centreY + radius;
  pdf.moveDown(0.9);
}
