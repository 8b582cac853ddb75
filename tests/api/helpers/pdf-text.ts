import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

// pdf.js reads a font that a PDF names but does not embed (pdfkit's Helvetica) from these files.
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * The text a PDF reader shows, page by page, one line of the page per line: Mozilla's pdf.js reads
 * the file, so a test sees what a member's viewer would, whatever wrote the PDF. Pieces of one line
 * (a table's columns) are joined by a space.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(lines(content.items.filter((item): item is TextItem => 'str' in item)).join('\n'));
    }
    return pages.join('\n\n');
  } finally {
    await document.destroy();
  }
}

/** Items grouped by their baseline, top to bottom, each line's pieces left to right. */
function lines(items: TextItem[]): string[] {
  const byBaseline = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const baseline = Math.round(item.transform[5]);
    byBaseline.set(baseline, [...(byBaseline.get(baseline) ?? []), item]);
  }
  return [...byBaseline.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.transform[4] - b.transform[4])
        .map((piece) => piece.str)
        .join(' '),
    );
}
