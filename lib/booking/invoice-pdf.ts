import PDFDocument from 'pdfkit';
import type { Invoice } from './invoices';
import { invoiceRows } from './invoice-view';

// An invoice or credit note as a PDF, drawn with pdfkit's built-in Helvetica (no font files, no
// browser): the same rows the printable page shows, from invoice-view.ts.

export async function invoicePdf(
  invoice: Invoice,
  credited: Invoice | null,
  reference: string,
): Promise<Buffer> {
  const view = invoiceRows(invoice, credited, reference);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${view.title} ${invoice.number}`, Author: invoice.supplier.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(view.title);
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of view.facts) doc.text(`${label}: ${value}`);

  doc.moveDown();
  const partiesTop = doc.y;
  doc.font('Helvetica-Bold').text('From', 50, partiesTop);
  doc.font('Helvetica').text(view.supplierLines.join('\n'), 50, doc.y, { width: 230 });
  const afterSupplier = doc.y;
  doc.font('Helvetica-Bold').text('To', 320, partiesTop);
  doc.font('Helvetica').text(view.customerLines.join('\n'), 320, doc.y, { width: 230 });
  doc.y = Math.max(afterSupplier, doc.y);

  doc.moveDown(1.5);
  const columns = [
    { x: 50, width: 220, align: 'left' as const },
    { x: 275, width: 80, align: 'left' as const },
    { x: 360, width: 60, align: 'right' as const },
    { x: 425, width: 60, align: 'right' as const },
    { x: 490, width: 60, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = top;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  row(view.header, true);
  for (const line of view.lines) row(line);
  doc.moveTo(50, doc.y).lineTo(550, doc.y).stroke();
  doc.y += 6;
  for (const [label, value] of view.totals) {
    const top = doc.y;
    doc.font('Helvetica-Bold').text(label, 320, top, { width: 160, align: 'right' });
    doc.font('Helvetica').text(value, 490, top, { width: 60, align: 'right' });
    doc.y += 2;
  }
  doc.moveDown(2).font('Helvetica').fontSize(9).text(view.footnote, 50, doc.y, { width: 500 });
  doc.end();
  return done;
}
