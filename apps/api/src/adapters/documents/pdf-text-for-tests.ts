import { inflateSync } from 'node:zlib';

/*
 * Reads back the text pdfkit writes, for tests: each page's content stream (inflated when
 * compressed), the hex strings of its TJ/Tj operators decoded from WinAnsi. Enough for our own
 * PDFs; not a general PDF parser.
 */

/** WinAnsi codes 0x80-0x9F that differ from Latin-1 (the rest of the range maps one to one). */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) {
    const code = Number.parseInt(hex.slice(index, index + 2), 16);
    text += WIN_ANSI_HIGH[code] ?? String.fromCharCode(code);
  }
  return text;
}

function objectBody(pdf: string, id: string): string {
  const match = new RegExp(`(?:^|\\n)${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(pdf);
  if (!match) throw new Error(`PDF object ${id} not found`);
  return match[1]!;
}

function streamOf(pdf: Buffer, id: string): string {
  const text = pdf.toString('latin1');
  const start = text.search(new RegExp(`(?:^|\\n)${id} 0 obj\\n`));
  const streamStart = text.indexOf('stream\n', start) + 'stream\n'.length;
  const streamEnd = text.indexOf('\nendstream', streamStart);
  const dictionary = text.slice(start, streamStart);
  const bytes = pdf.subarray(streamStart, streamEnd);
  return (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
}

function linesOf(content: string): string[] {
  const lines: string[] = [];
  for (const match of content.matchAll(
    /\[((?:<[0-9a-fA-F]*>|[\s\d.-]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
  )) {
    const hexes =
      match[1] !== undefined
        ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]!)
        : [match[2]!];
    lines.push(hexes.map(decodeHex).join(''));
  }
  return lines;
}

/** The text of each page, in page order, each drawn line joined by a space. */
export function pdfPagesText(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const root = /\/Root (\d+) 0 R/.exec(text)![1]!;
  const pagesId = /\/Pages (\d+) 0 R/.exec(objectBody(text, root))![1]!;
  const kids = /\/Kids \[([^\]]*)\]/.exec(objectBody(text, pagesId))![1]!;
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const contents = /\/Contents (\d+) 0 R/.exec(objectBody(text, kid[1]!))![1]!;
    // pdfkit breaks lines after a hyphen too: 'key-' + 'operated' is one word.
    const lines = linesOf(streamOf(pdf, contents));
    return lines
      .reduce((text, line) => (text.endsWith('-') ? text + line : `${text} ${line}`), '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** The document information dictionary's entries, UTF-16 titles included. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const text = pdf.toString('latin1');
  const infoId = /\/Info (\d+) 0 R/.exec(text)![1]!;
  const entries: Record<string, string> = {};
  for (const match of objectBody(text, infoId).matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const raw = /^\(([\s\S]*)\)$/.exec(objectBody(text, match[2]!).trim())?.[1] ?? '';
    const unescaped = raw.replace(/\\([()\\])/g, '$1');
    entries[match[1]!] = unescaped.startsWith('\u00fe\u00ff')
      ? Buffer.from(unescaped.slice(2), 'latin1').swap16().toString('utf16le')
      : unescaped;
  }
  return entries;
}
