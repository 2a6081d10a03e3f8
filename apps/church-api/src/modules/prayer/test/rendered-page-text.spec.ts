import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { churchId, newMember } from '../../../../test/helpers/account-helpers';
import { fileRequestOk, leaveMessage, SLUGS } from './prayer-helpers';
import { REPLACEMENT_PATTERNS } from '../../../../test/helpers/text-samples';
import { GRACE_HOST, setupTestApp } from '../../../../test/helpers/test-app';

// A build whose server renderer renders the home and the prayer wall from the API (fixtures/web-rendered).
const webDist = fileURLToPath(new URL('../../../../test/fixtures/web-rendered', import.meta.url));
const testApp = setupTestApp({ webDist });

const page = (url: string) => testApp().app.inject({ method: 'GET', url, headers: { host: GRACE_HOST } });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function scriptJson(html: string, id: string): unknown {
  const match = new RegExp(`<script id="${id}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error(`no #${id} in the page`);
  return JSON.parse(match[1]);
}

describe("text with String.replace's patterns on a rendered page", () => {
  it("leaves the home, the wall and the request whole for every visitor when a public request says $' or $&", async () => {
    const { app } = testApp();
    const member = await newMember(app, 'grace');
    const said = `Pray for us $' we owe $& and $\` and $1, $$ and $<name>: ${REPLACEMENT_PATTERNS.join(' ')}`;
    const id = await fileRequestOk(app, member.token, {
      idIgreja: String(await churchId(app, 'grace')),
      nome: "Ana $' $&",
      mensagem: said,
      flagPublicarMural: 'true',
    });
    expect((await leaveMessage(app, member.token, id, `Thank you $' $& $1`)).statusCode).toBe(201);

    for (const url of ['/', '/prayer', `/prayer/${id}`]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const html = response.body;
      expect(html.match(/<\/head>/g), url).toHaveLength(1);
      expect(html, url).toContain(`<li>${escapeHtml("Ana $' $&")}: ${escapeHtml(said)}</li>`);
      const bootstrap = scriptJson(html, 'church-bootstrap') as { igreja: { slug: string } };
      expect(bootstrap.igreja.slug).toBe(SLUGS.grace);
      const state = scriptJson(html, 'church-page-state') as { data: { oracoes?: { id: number; nome: string; mensagem: string }[]; oracao?: { nome: string; mensagem: string; mensagens: { mensagem: string }[] } } }[];
      const data = state[0]?.data;
      const shown = data?.oracao ?? data?.oracoes?.find((request) => request.id === id);
      expect(shown, url).toMatchObject({ nome: "Ana $' $&", mensagem: said });
      if (data?.oracao) expect(data.oracao.mensagens.map((message) => message.mensagem)).toContain(`Thank you $' $& $1`);
    }
  });
});
