import 'server-only';
import type PDFDocument from 'pdfkit';
import { fontRuns, pdfFonts, type Weight } from './fonts';

type Doc = InstanceType<typeof PDFDocument>;

export interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/** Registers every subset under "{subset}-{weight}" on the document. */
export function registerFonts(doc: Doc): void {
  for (const [name, data] of Object.entries(pdfFonts())) doc.registerFont(name, data);
  doc.font('latin-regular');
}

/** Draws `text` at (x, y) in runs of the subsets that hold its characters; returns the new y. */
export function drawText(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: TextOptions = {},
): number {
  const weight: Weight = o.bold ? 'bold' : 'regular';
  const runs = fontRuns(text === '' ? ' ' : text);
  doc.fontSize(o.size ?? 9).fillColor(o.color ?? '#1c1917');
  // pdfkit aligns each run of a continued text on its own; a right-aligned or centred text of
  // several runs is placed by its measured width instead (when it fits on one line).
  const measured = runs.reduce(
    (sum, [run, subset]) => sum + doc.font(`${subset}-${weight}`).widthOfString(run),
    0,
  );
  const align = o.align ?? 'left';
  const oneLine =
    runs.length > 1 && align !== 'left' && o.width !== undefined && measured <= o.width;
  const start = oneLine ? x + (o.width! - measured) / (align === 'center' ? 2 : 1) : x;
  runs.forEach(([run, subset], i) => {
    const last = i === runs.length - 1;
    doc.font(`${subset}-${weight}`);
    const options = oneLine
      ? { continued: !last, lineBreak: false, lineGap: 1 }
      : { width: o.width, align, continued: !last, lineGap: 1 };
    if (i === 0) doc.text(run, start, y, options);
    else doc.text(run, options);
  });
  if (oneLine) {
    doc.x = x;
    return y + doc.currentLineHeight(true) + 1;
  }
  return doc.y;
}

/** The height `text` takes in `width`: its runs measured in their own faces. */
export function textHeight(doc: Doc, text: string, width: number, o: TextOptions = {}): number {
  const weight: Weight = o.bold ? 'bold' : 'regular';
  const runs = fontRuns(text === '' ? ' ' : text);
  doc.fontSize(o.size ?? 9);
  if (runs.length === 1) {
    doc.font(`${runs[0]![1]}-${weight}`);
    return doc.heightOfString(runs[0]![0], { width, lineGap: 1 });
  }
  const total = runs.reduce(
    (sum, [run, subset]) => sum + doc.font(`${subset}-${weight}`).widthOfString(run),
    0,
  );
  // Words wrap, so a line holds a little less than the width: leave a tenth for that.
  return Math.max(1, Math.ceil(total / (width * 0.9))) * doc.currentLineHeight(true) + 1;
}
