import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, newMember } from '../../../../test/helpers/account-helpers';
import { cardToken } from '../../events/test/event-helpers';
import { give, givingOptions, SLUGS } from './giving-helpers';
import { pdfText } from './pdf-text';

const testApp = setupTestApp({}, () => ({ PAYMENT_JOB_INTERVAL_MS: '0' }));

/** A member of `church` who gave `amounts` to the church's first giving reasons by card, all paid. */
async function donorOf(church: 'grace' | 'esperanca', amounts: number[]) {
  const { app } = testApp();
  const member = await newMember(app, church);
  const { motivos } = await givingOptions(app, SLUGS[church]);
  const codes: string[] = [];
  for (const [index, valor] of amounts.entries()) {
    const reason = motivos[index % 2];
    if (!reason) throw new Error('The church has too few giving reasons');
    const given = await give(app, { igreja: member.igreja, motivos: [{ idMotivo: reason.id, valor }], totalEsperado: valor, pagamento: { metodo: 'CARTAO_CREDITO', cartao: { token: await cardToken(app, member.igreja) } } }, { token: member.token });
    expect(given.json().pagamento.status).toBe('aprovado');
    codes.push(given.json().pagamento.codigo as string);
  }
  return { member, codes, reasons: motivos };
}

describe('the yearly giving statement', () => {
  it("names the church's legal entity and tax id, and downloads as an A4 PDF in the church's language", async () => {
    const { app } = testApp();
    const { member, codes, reasons } = await donorOf('esperanca', [12345, 5000]);
    const year = DateTime.now().setZone('America/Sao_Paulo').year;
    const query = `igreja=${member.igreja}&ano=${year}`;
    const statement = await call(app, { url: `/api/v1/usuario/${member.id}/doacao/extrato?${query}`, token: member.token });
    expect(statement.json().igreja).toMatchObject({ nome: 'Igreja Esperança', razaoSocial: 'Igreja Evangélica Esperança de São Paulo', tipoDocumentoFiscal: 'CNPJ', documentoFiscal: '12.345.678/0001-95' });

    const pdf = await call(app, { url: `/api/v1/usuario/${member.id}/doacao/extrato/pdf?${query}`, token: member.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="informe-de-doacoes-${year}.pdf"`);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 in points, on every page.
    expect(pdf.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf.rawPayload);
    const reais = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    for (const expected of [
      `Informe de doações ${year}`,
      'Igreja Evangélica Esperança de São Paulo',
      'CNPJ 12.345.678/0001-95',
      `${member.form.nome} ${member.form.sobrenome}`,
      `Total doado em ${year}`,
      reais(17345),
      reasons[0]?.nome ?? '',
      ...codes,
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is in English for an English church, and only the member's own", async () => {
    const { app } = testApp();
    const { member } = await donorOf('grace', [5000]);
    const year = DateTime.now().setZone('America/New_York').year;
    const url = `/api/v1/usuario/${member.id}/doacao/extrato/pdf?igreja=${member.igreja}&ano=${year}`;
    const pdf = await call(app, { url, token: member.token });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="giving-statement-${year}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Giving statement ${year}`);
    expect(text).toContain('Grace Community Church of Boston, Inc.');
    expect(text).toContain('EIN 04-3187652');
    expect(text).toContain('$50.00');
    expect((await call(app, { url })).statusCode).toBe(401);
    const other = await newMember(app, 'grace');
    expect((await call(app, { url, token: other.token })).statusCode).toBe(403);
  });
});
