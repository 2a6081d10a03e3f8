import type { ExtratoDoacoes } from '@church/contracts-giving';
import { DateTime } from 'luxon';
import PDFDocument from 'pdfkit';
import type { MailLanguage } from '@church/api-platform/mail/templates';

/** A4 in PDF points, and the margin on every side (2 cm). */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 57;

interface StatementWords {
  title: (year: number) => string;
  issued: (date: string) => string;
  church: string;
  donor: string;
  cpf: (cpf: string) => string;
  byReason: string;
  reason: string;
  total: string;
  totalOfYear: (year: number) => string;
  each: string;
  date: string;
  reasons: string;
  code: string;
  amount: string;
  nothing: (year: number) => string;
  note: string;
  /** Under a gift's net amount: what was refunded of it. */
  refunded: (amount: string) => string;
  /** Below the tables, when gifts were refunded in part: the statement counts them net. */
  refundsNote: (amount: string) => string;
  page: (page: number, pages: number) => string;
}

const WORDS: Record<MailLanguage, StatementWords> = {
  pt: {
    title: (year) => `Informe de doações ${year}`,
    issued: (date) => `Emitido em ${date}`,
    church: 'Igreja',
    donor: 'Doador',
    cpf: (cpf) => `CPF ${cpf}`,
    byReason: 'Por destino',
    reason: 'Destino',
    total: 'Total',
    totalOfYear: (year) => `Total doado em ${year}`,
    each: 'Cada doação',
    date: 'Data',
    reasons: 'Destinos',
    code: 'Código do pagamento',
    amount: 'Valor',
    nothing: (year) => `Nenhuma doação foi paga em ${year}.`,
    note: 'Os valores são as doações em si, sem as taxas de pagamento.',
    refunded: (amount) => `estornado ${amount}`,
    refundsNote: (amount) => `Doações estornadas em parte contam pelo valor líquido: ${amount} foram devolvidos ao doador.`,
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
  en: {
    title: (year) => `Giving statement ${year}`,
    issued: (date) => `Issued on ${date}`,
    church: 'Church',
    donor: 'Donor',
    cpf: (cpf) => `CPF ${cpf}`,
    byReason: 'By giving option',
    reason: 'Giving option',
    total: 'Total',
    totalOfYear: (year) => `Total given in ${year}`,
    each: 'Each donation',
    date: 'Date',
    reasons: 'Giving options',
    code: 'Payment code',
    amount: 'Amount',
    nothing: (year) => `No donations were paid in ${year}.`,
    note: 'Amounts are the donations themselves, without payment fees.',
    refunded: (amount) => `refunded ${amount}`,
    refundsNote: (amount) => `Donations refunded in part count net of the refund: ${amount} went back to the donor.`,
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  es: {
    title: (year) => `Certificado de donaciones ${year}`,
    issued: (date) => `Emitido el ${date}`,
    church: 'Iglesia',
    donor: 'Donante',
    cpf: (cpf) => `CPF ${cpf}`,
    byReason: 'Por destino',
    reason: 'Destino',
    total: 'Total',
    totalOfYear: (year) => `Total donado en ${year}`,
    each: 'Cada donación',
    date: 'Fecha',
    reasons: 'Destinos',
    code: 'Código del pago',
    amount: 'Importe',
    nothing: (year) => `No se pagó ninguna donación en ${year}.`,
    note: 'Los importes son las donaciones en sí, sin las comisiones de pago.',
    refunded: (amount) => `reembolsado ${amount}`,
    refundsNote: (amount) => `Las donaciones reembolsadas en parte cuentan por su importe neto: se devolvieron ${amount} al donante.`,
    page: (page, pages) => `Página ${page} de ${pages}`,
  },
};

export interface StatementPdfOptions {
  language: MailLanguage;
  /** The church's locale (pt-BR, en-US, es) for money and dates. */
  locale: string;
  /** The church's time zone: the dates of the gifts as the church counts its days. */
  zone: string;
  issuedAt: Date;
}

/** The file name a statement downloads as: `giving-statement-2026.pdf` in the church's language. */
export function statementFileName(year: number, language: MailLanguage): string {
  return `${{ pt: 'informe-de-doacoes', en: 'giving-statement', es: 'certificado-de-donaciones' }[language]}-${year}.pdf`;
}

/**
 * The yearly giving statement as an A4 PDF, in the church's language: who issues it (the church's
 * name, legal name, tax id and address) and the donor, the year's totals by giving option and each
 * paid gift net of refunds (what was refunded stated beneath), with page numbers. The same figures as
 * the statement page (getExtratoDoacoes).
 */
export function statementPdf(statement: ExtratoDoacoes, { language, locale, zone, issuedAt }: StatementPdfOptions): Promise<Buffer> {
  const words = WORDS[language];
  const money = (cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: statement.moeda }).format(cents / 100);
  const day = (iso: string, format: Intl.DateTimeFormatOptions) => DateTime.fromISO(iso, { zone }).setLocale(locale).toLocaleString(format);
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    bufferPages: true,
    info: { Title: words.title(statement.ano), Author: statement.igreja.razaoSocial ?? statement.igreja.nome, Subject: statement.doador.nome, CreationDate: issuedAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A4[0] - 2 * MARGIN;
  const left = MARGIN;

  doc.font('Helvetica-Bold').fontSize(18).text(words.title(statement.ano));
  doc.font('Helvetica').fontSize(10).fillColor('#444').text(words.issued(day(issuedAt.toISOString(), DateTime.DATE_FULL))).fillColor('#000');
  doc.moveDown(1.2);

  // Who issues it and who gave, side by side.
  const top = doc.y;
  const half = width / 2 - 8;
  const taxId = statement.igreja.documentoFiscal ? [statement.igreja.tipoDocumentoFiscal, statement.igreja.documentoFiscal].filter(Boolean).join(' ') : null;
  const churchLines = [statement.igreja.nome, statement.igreja.razaoSocial, taxId, statement.igreja.endereco].filter((line): line is string => Boolean(line));
  const donorLines = [statement.doador.nome, statement.doador.cpf ? words.cpf(statement.doador.cpf) : null].filter((line): line is string => Boolean(line));
  doc.font('Helvetica-Bold').fontSize(11).text(words.church, left, top, { width: half });
  doc.font('Helvetica').fontSize(10).text(churchLines.join('\n'), { width: half });
  const churchBottom = doc.y;
  doc.font('Helvetica-Bold').fontSize(11).text(words.donor, left + half + 16, top, { width: half });
  doc.font('Helvetica').fontSize(10).text(donorLines.join('\n'), { width: half });
  doc.x = left;
  doc.y = Math.max(churchBottom, doc.y) + 18;

  if (statement.doacoes.length === 0) {
    doc.text(words.nothing(statement.ano), left, doc.y, { width });
  } else {
    table(doc, words.byReason, [words.reason, words.total], [0.7, 0.3], [
      ...statement.porMotivo.map((line) => ({ cells: [line.motivo, money(line.total)] })),
      { cells: [words.totalOfYear(statement.ano), money(statement.total)], bold: true },
    ]);
    doc.moveDown(1);
    table(
      doc,
      words.each,
      [words.date, words.reasons, words.code, words.amount],
      [0.16, 0.34, 0.32, 0.18],
      statement.doacoes.map((gift) => {
        // Net of refunds, with what was refunded of the gift beneath.
        const refunded = gift.valor - gift.valorLiquido;
        const amount = refunded > 0 ? `${money(gift.valorLiquido)}\n${words.refunded(money(refunded))}` : money(gift.valorLiquido);
        return { cells: [day(gift.dataCadastro, DateTime.DATE_SHORT), gift.motivos.map((reason) => reason.nome).join(', '), gift.codigoPagamento, amount] };
      }),
    );
  }
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(words.note, left, doc.y, { width });
  if (statement.totalEstornado > 0) doc.text(words.refundsNote(money(statement.totalEstornado)), left, doc.y, { width });
  doc.fillColor('#000');

  // Page numbers, once the pages are known.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // Written in the bottom margin: without it, pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor('#666').text(words.page(page - start + 1, count), left, A4[1] - MARGIN + 16, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;
}

/** A table with a caption and a header row; the last column aligned right; rows go on to the next page with their header again. */
function table(doc: PDFKit.PDFDocument, caption: string, header: string[], shares: number[], rows: { cells: string[]; bold?: boolean }[]): void {
  const width = A4[0] - 2 * MARGIN;
  const widths = shares.map((share) => share * width);
  const bottom = A4[1] - MARGIN;
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(10);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: (widths[index] ?? 0) - 8 }))) + 8;
    if (doc.y + height > bottom) {
      doc.addPage();
      if (cells !== header) row(header, 'Helvetica-Bold');
      doc.font(font).fontSize(10);
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      doc.text(cell, x + 4, y + 4, { width: cellWidth - 8, align: index === cells.length - 1 ? 'right' : 'left' });
      x += cellWidth;
    });
    doc.moveTo(MARGIN, y + height).lineTo(MARGIN + width, y + height).lineWidth(0.5).strokeColor('#999').stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  };
  doc.font('Helvetica-Bold').fontSize(12).text(caption, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  row(header, 'Helvetica-Bold');
  for (const line of rows) row(line.cells, line.bold ? 'Helvetica-Bold' : 'Helvetica');
}
