import { formatAmount } from '@backoffice/shared/format/money.format';
import PDFDocument from 'pdfkit';
import type { ColumnKind, TableColumn } from './table-file.js';

/** What a PDF export shows above its table: the title and the filters it was made under. */
export interface PdfHeading {
  title: string;
  lines: readonly string[];
}

const MARGIN = 32;
const FONT_SIZE = 8;
const ROW_HEIGHT = 14;
const CELL_PADDING = 3;
/** More columns than this do not fit an A4 page standing up. */
const PORTRAIT_COLUMNS = 6;
const NUMERIC: readonly ColumnKind[] = ['number', 'money'];

const countFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A cell as printed: money with two decimals and numbers in Indian grouping, dates as written. */
const pdfCell = (kind: ColumnKind, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'money' || kind === 'number') {
    const number = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(number)) return String(value);
    return kind === 'money' ? formatAmount(Math.round(number * 100)) : countFormat.format(number);
  }
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
};

/** The column widths: each by its longest text (within bounds), stretched to fill the page. */
const widthsOf = (doc: PDFKit.PDFDocument, labels: string[], cells: string[][], pageWidth: number) => {
  doc.font('Helvetica').fontSize(FONT_SIZE);
  const wanted = labels.map((label, index) => {
    const longest = cells.slice(0, 500).reduce((most, row) => Math.max(most, (row[index] ?? '').length), 0);
    const sample = 'x'.repeat(Math.min(48, Math.max(label.length, longest, 4)));
    return doc.widthOfString(sample) + CELL_PADDING * 2;
  });
  const total = wanted.reduce((sum, width) => sum + width, 0);
  return wanted.map((width) => (width / total) * pageWidth);
};

/** The text cut to the width, with an ellipsis when it did not fit. */
const fitted = (doc: PDFKit.PDFDocument, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
};

/**
 * A table as a PDF: A4 (landscape when the columns are many), the title and filters as a heading,
 * the header row again on every page, numbers right-aligned, "Page n of m" at the foot. The
 * standard fonts write Latin text; other scripts are best exported as CSV or a workbook.
 */
export const tablePdf = <R>(
  heading: PdfHeading,
  columns: readonly TableColumn<R>[],
  rows: readonly R[],
  options: { compress?: boolean } = {},
): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    layout: columns.length > PORTRAIT_COLUMNS ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: heading.title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pageWidth = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - ROW_HEIGHT;
  const labels = columns.map((column) => column.label);
  const cells = rows.map((row) => columns.map((column) => pdfCell(column.kind, column.value(row))));
  const widths = widthsOf(doc, labels, cells, pageWidth);
  const numeric = columns.map((column) => NUMERIC.includes(column.kind));

  const drawRow = (texts: string[], y: number, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    let x = MARGIN;
    texts.forEach((text, index) => {
      const width = widths[index] ?? 0;
      doc.text(fitted(doc, text, width - CELL_PADDING * 2), x + CELL_PADDING, y + 3, {
        width: width - CELL_PADDING * 2,
        align: numeric[index] ? 'right' : 'left',
        lineBreak: false,
      });
      x += width;
    });
  };
  const drawHeader = (y: number): number => {
    doc.rect(MARGIN, y, pageWidth, ROW_HEIGHT).fill('#e8e8e8').fillColor('#000000');
    drawRow(labels, y, true);
    return y + ROW_HEIGHT;
  };

  doc.font('Helvetica-Bold').fontSize(13).text(heading.title, MARGIN, MARGIN, { width: pageWidth });
  doc.font('Helvetica').fontSize(9);
  for (const line of heading.lines) doc.text(line, { width: pageWidth });
  let y = drawHeader(doc.y + 6);
  cells.forEach((texts, index) => {
    if (y > bottom()) {
      doc.addPage();
      y = drawHeader(MARGIN);
    }
    if (index % 2 === 1) doc.rect(MARGIN, y, pageWidth, ROW_HEIGHT).fill('#f6f6f6').fillColor('#000000');
    drawRow(texts, y, false);
    y += ROW_HEIGHT;
  });
  if (cells.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(FONT_SIZE)
      .text('Nothing to show.', MARGIN + CELL_PADDING, y + 3);
  }

  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // The foot lies in the bottom margin, where writing would otherwise start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(`Page ${page + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN + 8, {
        width: pageWidth,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
};
