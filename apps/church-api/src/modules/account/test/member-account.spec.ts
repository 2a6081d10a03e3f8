import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, DEMO_PASSWORD, login, mailbox, me, newMember } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

async function signIn(email: string, password = DEMO_PASSWORD) {
  const pair = await login(app(), email, password);
  const account = await me(app(), pair.token);
  return { ...pair, id: account.id };
}

const profile = {
  nome: 'Mariana',
  sobrenome: 'Souza Lima',
  telefone: '11 99123-4567',
  cpf: '529.982.247-25',
  dataNascimento: '1991-07-22',
  sexo: 'F',
  qtdeFilhos: 2,
  cep: '04094050',
  logradouro: 'Avenida Pedro Álvares Cabral',
  numero: '1',
  bairro: 'Vila Mariana',
  cidade: 'São Paulo',
  estado: 'SP',
};

describe('POST /user/alterar-senha', () => {
  it('needs the right current password, applies the policy, and ends only the other sessions', async () => {
    const member = await newMember(app(), 'esperanca');
    const other = await login(app(), member.email, member.password);

    const wrong = await call(app(), { method: 'POST', url: '/api/v1/user/alterar-senha', token: member.token, payload: { senhaAtual: 'Wrong#2026', novaSenha: 'Nova#Senha2026' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'body.senhaAtual', message: expect.any(String) }]);
    const weak = await call(app(), { method: 'POST', url: '/api/v1/user/alterar-senha', token: member.token, payload: { senhaAtual: member.password, novaSenha: 'semregras' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('body.novaSenha');

    const changed = await call(app(), { method: 'POST', url: '/api/v1/user/alterar-senha', token: member.token, payload: { senhaAtual: member.password, novaSenha: 'Nova#Senha2026' } });
    expect(changed.statusCode).toBe(204);
    // This session continues; the other one cannot refresh any more.
    expect((await call(app(), { url: '/api/v1/me', token: member.token })).statusCode).toBe(200);
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: member.refreshToken } })).statusCode).toBe(200);
    expect((await call(app(), { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    expect((await login(app(), member.email, 'Nova#Senha2026')).token).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    expect((await call(app(), { method: 'POST', url: '/api/v1/user/alterar-senha', payload: { senhaAtual: 'a', novaSenha: 'Nova#Senha2026' } })).statusCode).toBe(401);
  });
});

describe('PUT /usuario/', () => {
  it('updates the personal data, normalising phone and CEP', async () => {
    const member = await signIn('member@esperanca.example');
    const response = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: profile });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuario).toMatchObject({ sobrenome: 'Souza Lima', telefone: '+55 (11) 99123-4567', cpf: '52998224725', cep: '04094-050', qtdeFilhos: 2 });
    expect((await me(app(), member.token)).nome).toBe('Mariana');
  });

  it('refuses bad fields by name and another account’s CPF with 409', async () => {
    const member = await signIn('member@esperanca.example');
    const bad = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, cpf: '000.000.000-00', cep: '123', idOcupacao: 99999 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['body.cep', 'body.cpf', 'body.idOcupacao']);
    const taken = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, cpf: '123.456.789-09' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USR_CPF_IN_USE', errors: [{ field: 'body.cpf' }] });
    const missing = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { nome: 'X' } });
    expect(missing.statusCode).toBe(400);
  });

  it('sets the congregation only of a church the account belongs to', async () => {
    const member = await signIn('member@esperanca.example');
    const esperanca = await churchId(app(), 'esperanca');
    const grace = await churchId(app(), 'grace');
    const own = (await app().inject({ url: `/api/v1/congregacao/?igreja=${esperanca}` })).json().congregacoes[0].id;
    const foreign = (await app().inject({ url: `/api/v1/congregacao/?igreja=${grace}` })).json().congregacoes[0].id;
    expect((await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, idCongregacao: own } })).statusCode).toBe(200);
    const accounts = (await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${esperanca}`, token: member.token })).json();
    expect(accounts.usuarios[0].idCongregacao).toBe(own);
    const refused = await call(app(), { method: 'PUT', url: '/api/v1/usuario/', token: member.token, payload: { ...profile, idCongregacao: foreign } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.idCongregacao');
  });
});

describe('church accounts, roles, documents and custom fields', () => {
  it('lists the church accounts by church or organization; empty where there are none', async () => {
    const member = await signIn('member@grace.example');
    const grace = await churchId(app(), 'grace');
    const vida = await churchId(app(), 'vida');
    const own = (await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${grace}`, token: member.token })).json();
    expect(own.usuarios).toEqual([expect.objectContaining({ idUsuario: member.id, idIgreja: grace, codigoIgreja: 'grace', nomeIgreja: 'Grace Community Church', flagAtivo: true })]);
    expect((await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${vida}`, token: member.token })).json()).toEqual({ usuarios: [] });
    const slug = (await app().inject({ url: '/api/v1/igreja/codigo/grace' })).json().igreja.slugOrganizacao;
    expect((await call(app(), { url: `/api/v1/user/${member.id}/usuario?organizacao=${slug}`, token: member.token })).json().usuarios).toHaveLength(1);
  });

  it('lists staff roles for staff and only ROLE_MEMBER for members', async () => {
    const grace = await churchId(app(), 'grace');
    const staff = await signIn('staff@grace.example');
    const staffRoles = (await call(app(), { url: `/api/v1/user/${staff.id}/role?igreja=${grace}`, token: staff.token })).json();
    expect(staffRoles.userIgrejaRoles.map((r: { role: string }) => r.role).sort()).toEqual(['ROLE_ADMIN', 'ROLE_MEMBER']);
    const member = await signIn('member@grace.example');
    const memberRoles = (await call(app(), { url: `/api/v1/user/${member.id}/role?igreja=${grace}`, token: member.token })).json();
    expect(memberRoles.userIgrejaRoles).toEqual([{ role: 'ROLE_MEMBER', idIgreja: grace }]);
  });

  it('gives a removed staff member who joins again only ROLE_MEMBER: roles come from staff, never from a join', async () => {
    const esperanca = await churchId(app(), 'esperanca');
    const staff = await signIn('staff@esperanca.example');
    const roles = async () =>
      ((await call(app(), { url: `/api/v1/user/${staff.id}/role?igreja=${esperanca}`, token: staff.token })).json().userIgrejaRoles as { role: string }[]).map((r) => r.role).sort();
    expect(await roles()).toEqual(['ROLE_ADMIN', 'ROLE_MEMBER']);
    // Staff removes the church account (the admin site deactivates it).
    await testApp().database.handle.db.execute(sql`update usuario_igreja set flag_ativo = false where usuario_id = ${staff.id} and igreja_id = ${esperanca}`);
    const rejoined = await call(app(), { method: 'POST', url: `/api/v1/igreja/${esperanca}/usuario/`, payload: {}, token: staff.token });
    expect(rejoined.statusCode).toBe(201);
    expect(await roles()).toEqual(['ROLE_MEMBER']);
    // Joining again while active changes nothing.
    const again = await call(app(), { method: 'POST', url: `/api/v1/igreja/${esperanca}/usuario/`, payload: {}, token: staff.token });
    expect(again.statusCode).toBe(409);
  });

  it('lists the CPF as a document', async () => {
    const member = await signIn('member@vida.example');
    const response = await call(app(), { url: `/api/v1/user/${member.id}/documento`, token: member.token });
    expect(response.json()).toEqual({ documentos: [{ tipo: 'CPF', numero: '34681297500' }] });
  });

  it('lists the church’s custom fields with the member’s values', async () => {
    const member = await signIn('member@esperanca.example');
    const esperanca = await churchId(app(), 'esperanca');
    const fields = (await call(app(), { url: `/api/v1/user/${member.id}/campo-personalizado?igreja=${esperanca}`, token: member.token })).json().camposPersonalizados;
    expect(fields).toEqual([
      expect.objectContaining({ nome: 'Data de batismo', tipo: 'DATA', valor: '2010-04-04' }),
      expect.objectContaining({ nome: 'Ministério de interesse', tipo: 'OPCAO', opcoes: expect.arrayContaining(['Crianças']), valor: 'Crianças' }),
    ]);
    const staff = await signIn('staff@esperanca.example');
    const staffFields = (await call(app(), { url: `/api/v1/user/${staff.id}/campo-personalizado?igreja=${esperanca}`, token: staff.token })).json().camposPersonalizados;
    expect(staffFields.map((f: { valor: string | null }) => f.valor)).toEqual([null, null]);
  });
});

describe('addresses', () => {
  it('creates, lists, edits and deletes, keeping one main address', async () => {
    const member = await newMember(app(), 'esperanca');
    const esperanca = member.igreja;
    const input = { descricao: 'Trabalho', cep: '04538133', logradouro: 'Avenida Brigadeiro Faria Lima', numero: '3477', bairro: 'Itaim Bibi', cidade: 'São Paulo', estado: 'SP' };
    const first = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token, payload: input });
    expect(first.statusCode).toBe(201);
    expect(first.json().endereco).toMatchObject({ cep: '04538-133', flagPrincipal: true });
    const second = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token, payload: { ...input, descricao: 'Casa', cep: '01001-000', flagPrincipal: true } });
    expect(second.json().endereco.flagPrincipal).toBe(true);
    const list = (await call(app(), { url: `/api/v1/user/${member.id}/endereco?cliente=${esperanca}`, token: member.token })).json().enderecos;
    expect(list.map((a: { descricao: string; flagPrincipal: boolean }) => [a.descricao, a.flagPrincipal])).toEqual([['Casa', true], ['Trabalho', false]]);

    const id = first.json().endereco.id;
    const edited = await call(app(), { method: 'PUT', url: `/api/v1/usuario/${member.id}/endereco/${id}`, token: member.token, payload: { ...input, numero: '3500' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().endereco).toMatchObject({ numero: '3500', flagPrincipal: false });
    const badCep = await call(app(), { method: 'PUT', url: `/api/v1/usuario/${member.id}/endereco/${id}`, token: member.token, payload: { ...input, cep: '1234-567' } });
    expect(badCep.statusCode).toBe(400);
    expect(badCep.json().errors).toEqual([{ field: 'body.cep', message: 'CEP Inválido' }]);
    expect((await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${member.id}/endereco/${id}`, token: member.token })).statusCode).toBe(204);
    expect((await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${member.id}/endereco/${id}`, token: member.token })).statusCode).toBe(404);
  });

  it('accepts a foreign postcode for an address outside Brazil', async () => {
    const member = await signIn('member@grace.example');
    const countries = (await app().inject({ url: '/api/v1/utils/pais/' })).json().paises;
    const us = countries.find((c: { sigla: string }) => c.sigla === 'US').id;
    const response = await call(app(), {
      method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token,
      payload: { cep: '02116', logradouro: 'Boylston Street', numero: '700', bairro: 'Back Bay', cidade: 'Boston', estado: 'MA', idPais: us },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().endereco.cep).toBe('02116');
    // A ZIP+4 (10 characters) and a British postcode are written as they are; 20 characters at most.
    for (const cep of ['02116-3901', 'SW1A 1AA']) {
      const another = await call(app(), {
        method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token,
        payload: { cep, logradouro: 'Boylston Street', numero: '700', bairro: 'Back Bay', cidade: 'Boston', estado: 'MA', idPais: us },
      });
      expect(another.json().endereco.cep).toBe(cep);
    }
    const tooLong = await call(app(), {
      method: 'POST', url: `/api/v1/usuario/${member.id}/endereco`, token: member.token,
      payload: { cep: '1'.repeat(21), logradouro: 'Boylston Street', numero: '700', bairro: 'Back Bay', cidade: 'Boston', estado: 'MA', idPais: us },
    });
    expect(tooLong.json().errors).toEqual([expect.objectContaining({ field: 'body.cep' })]);
  });
});

describe('children', () => {
  it('creates in a church, lists by church, edits and deletes', async () => {
    const member = await newMember(app(), 'vida');
    const vida = member.igreja;
    const created = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/crianca?igreja=${vida}`, token: member.token, payload: { nome: 'Sofía', dataNascimento: '2019-04-02', sexo: 'F', observacoes: 'Alergia al polen' } });
    expect(created.statusCode).toBe(201);
    const child = created.json().crianca;
    expect(child).toMatchObject({ nome: 'Sofía', dataNascimento: '2019-04-02', sexo: 'F' });
    expect((await call(app(), { url: `/api/v1/user/${member.id}/crianca?cliente=${vida}`, token: member.token })).json().criancas).toHaveLength(1);
    const future = await call(app(), { method: 'PUT', url: `/api/v1/usuario/${member.id}/crianca/${child.id}`, token: member.token, payload: { nome: 'Sofía', dataNascimento: '2999-01-01', sexo: 'F' } });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('body.dataNascimento');
    const edited = await call(app(), { method: 'PUT', url: `/api/v1/usuario/${member.id}/crianca/${child.id}`, token: member.token, payload: { nome: 'Sofía Ruiz', dataNascimento: '2019-04-02', sexo: 'F' } });
    expect(edited.json().crianca.nome).toBe('Sofía Ruiz');
    expect((await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${member.id}/crianca/${child.id}`, token: member.token })).statusCode).toBe(204);
    expect((await call(app(), { url: `/api/v1/user/${member.id}/crianca?cliente=${vida}`, token: member.token })).json().criancas).toEqual([]);
  });

  it('lists the demo member’s child', async () => {
    const member = await signIn('member@grace.example');
    const grace = await churchId(app(), 'grace');
    const children = (await call(app(), { url: `/api/v1/user/${member.id}/crianca?cliente=${grace}`, token: member.token })).json().criancas;
    expect(children).toEqual([expect.objectContaining({ nome: 'Lily Carter', sexo: 'F' })]);
  });
});

describe('deletion request', () => {
  it('needs the password, registers the request and e-mails it', async () => {
    const member = await newMember(app(), 'esperanca');
    const wrong = await call(app(), { method: 'POST', url: `/api/v1/user/${member.id}/pedido-exclusao?igreja=${member.igreja}`, token: member.token, payload: { senha: 'Wrong#2026' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('body.senha');
    const response = await call(app(), { method: 'POST', url: `/api/v1/user/${member.id}/pedido-exclusao?igreja=${member.igreja}`, token: member.token, payload: { senha: member.password } });
    expect(response.statusCode).toBe(201);
    const { pedidoExclusao } = response.json();
    expect(pedidoExclusao.id).toBeGreaterThan(0);
    const [mail] = await mailbox(app(), member.email);
    expect(mail?.subject).toBe('Pedido de exclusão de conta — Igreja Esperança');
    expect(mail?.text).toContain(`protocolo ${pedidoExclusao.id}`);
  });
});

describe('POST /usuario/troca-igreja', () => {
  it('moves the membership to another active church of the organization and deactivates the old one', async () => {
    const member = await newMember(app(), 'grace');
    const grace = member.igreja;
    const vida = await churchId(app(), 'vida');
    const response = await call(app(), { method: 'POST', url: '/api/v1/usuario/troca-igreja', token: member.token, payload: { idIgreja: vida } });
    expect(response.statusCode).toBe(200);
    expect(response.json().usuarioIgreja).toMatchObject({ idUsuario: member.id, idIgreja: vida, codigoIgreja: 'vida', flagAtivo: true });
    expect((await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${grace}`, token: member.token })).json().usuarios).toEqual([]);
    expect((await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${vida}`, token: member.token })).json().usuarios).toHaveLength(1);
    // Church-scoped data of the old church is now out of reach.
    expect((await call(app(), { url: `/api/v1/igreja/${grace}/notificacao/`, token: member.token })).statusCode).toBe(403);
  });

  it('refuses an inactive church and answers 404 for an unknown one', async () => {
    const member = await signIn('member@vida.example');
    const fechada = await churchId(app(), 'fechada');
    const inactive = await call(app(), { method: 'POST', url: '/api/v1/usuario/troca-igreja', token: member.token, payload: { idIgreja: fechada } });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors[0].field).toBe('body.idIgreja');
    expect((await call(app(), { method: 'POST', url: '/api/v1/usuario/troca-igreja', token: member.token, payload: { idIgreja: 99999 } })).statusCode).toBe(404);
  });
});

describe('reference data and the CEP lookup', () => {
  it('lists every country with its ISO code, the occupations and the eight marital statuses of §3', async () => {
    const countries = (await app().inject({ url: '/api/v1/utils/pais/' })).json().paises;
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual(expect.objectContaining({ sigla: 'BR', nome: 'Brasil' }));
    const occupations = (await app().inject({ url: '/api/v1/utils/ocupacao/' })).json().ocupacoes;
    expect(occupations.length).toBeGreaterThanOrEqual(30);
    expect(occupations).toContainEqual(expect.objectContaining({ codigo: 'PROFESSOR' }));
    const statuses = (await app().inject({ url: '/api/v1/utils/estado-civil/' })).json().estadosCivis;
    expect(statuses.map((s: { codigo: string }) => s.codigo)).toEqual([
      'SOLTEIRO', 'CASADO', 'CASADO_CIVIL', 'CASADO_CIVIL_RELIGIOSO', 'DIVORCIADO', 'MORANDO_JUNTOS', 'UNIAO_ESTAVEL', 'VIUVO',
    ]);
  });

  it('answers a known CEP like the postcode service, erro for an unknown one, 400 for a malformed one', async () => {
    const known = (await app().inject({ url: '/api/v1/utils/cep/01001000/json/' })).json();
    expect(known).toEqual({ cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' });
    expect((await app().inject({ url: '/api/v1/utils/cep/99999999/json/' })).json()).toEqual({ erro: true });
    const bad = await app().inject({ url: '/api/v1/utils/cep/0100-000/json/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('params.cep');
  });
});

describe('one member never reads or changes another member’s or another church’s data', () => {
  it('answers 403 for another account’s id in every /user and /usuario path', async () => {
    const intruder = await signIn('member@grace.example');
    const victim = await signIn('member@esperanca.example');
    const esperanca = await churchId(app(), 'esperanca');
    const reads = [
      `/api/v1/user/${victim.id}/usuario?cliente=${esperanca}`,
      `/api/v1/user/${victim.id}/documento`,
      `/api/v1/user/${victim.id}/role?igreja=${esperanca}`,
      `/api/v1/user/${victim.id}/campo-personalizado?igreja=${esperanca}`,
      `/api/v1/user/${victim.id}/endereco?cliente=${esperanca}`,
      `/api/v1/user/${victim.id}/crianca?cliente=${esperanca}`,
    ];
    for (const url of reads) {
      const response = await call(app(), { url, token: intruder.token });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('AUTH_FORBIDDEN');
    }
    const address = { cep: '01001000', logradouro: 'Praça da Sé', numero: '1', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' };
    const writes = [
      { method: 'POST' as const, url: `/api/v1/usuario/${victim.id}/endereco`, payload: address },
      { method: 'PUT' as const, url: `/api/v1/usuario/${victim.id}/endereco/1`, payload: address },
      { method: 'DELETE' as const, url: `/api/v1/usuario/${victim.id}/endereco/1` },
      { method: 'POST' as const, url: `/api/v1/usuario/${victim.id}/crianca?igreja=${esperanca}`, payload: { nome: 'X', dataNascimento: '2015-01-01', sexo: 'M' } },
      { method: 'PUT' as const, url: `/api/v1/usuario/${victim.id}/crianca/1`, payload: { nome: 'X', dataNascimento: '2015-01-01', sexo: 'M' } },
      { method: 'DELETE' as const, url: `/api/v1/usuario/${victim.id}/crianca/1` },
      { method: 'POST' as const, url: `/api/v1/user/${victim.id}/pedido-exclusao?igreja=${esperanca}`, payload: { senha: DEMO_PASSWORD } },
      { method: 'DELETE' as const, url: `/api/v1/usuario/${victim.id}/perfil/imagem` },
    ];
    for (const write of writes) {
      const response = await call(app(), { ...write, token: intruder.token });
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    // Nothing changed for the victim.
    const addresses = (await call(app(), { url: `/api/v1/user/${victim.id}/endereco?cliente=${esperanca}`, token: victim.token })).json().enderecos;
    expect(addresses).toHaveLength(1);
  });

  it('answers 404 for another member’s address or child id under one’s own id', async () => {
    const intruder = await signIn('member@grace.example');
    const victim = await signIn('member@vida.example');
    const vida = await churchId(app(), 'vida');
    const [address] = (await call(app(), { url: `/api/v1/user/${victim.id}/endereco?cliente=${vida}`, token: victim.token })).json().enderecos;
    const [child] = (await call(app(), { url: `/api/v1/user/${victim.id}/crianca?cliente=${vida}`, token: victim.token })).json().criancas;
    const payload = { cep: '01001000', logradouro: 'Praça da Sé', numero: '1', bairro: 'Sé', cidade: 'São Paulo', estado: 'SP' };
    expect((await call(app(), { method: 'PUT', url: `/api/v1/usuario/${intruder.id}/endereco/${address.id}`, token: intruder.token, payload })).statusCode).toBe(404);
    expect((await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${intruder.id}/endereco/${address.id}`, token: intruder.token })).statusCode).toBe(404);
    expect((await call(app(), { method: 'PUT', url: `/api/v1/usuario/${intruder.id}/crianca/${child.id}`, token: intruder.token, payload: { nome: 'X', dataNascimento: '2015-01-01', sexo: 'M' } })).statusCode).toBe(404);
    expect((await call(app(), { method: 'DELETE', url: `/api/v1/usuario/${intruder.id}/crianca/${child.id}`, token: intruder.token })).statusCode).toBe(404);
    const after = (await call(app(), { url: `/api/v1/user/${victim.id}/crianca?cliente=${vida}`, token: victim.token })).json().criancas;
    expect(after).toEqual([child]);
  });

  it('answers 403 for church-scoped data of a church where the account has no church account', async () => {
    const member = await signIn('member@grace.example');
    const esperanca = await churchId(app(), 'esperanca');
    const urls = [
      `/api/v1/igreja/${esperanca}/notificacao/`,
      `/api/v1/user/${member.id}/role?igreja=${esperanca}`,
      `/api/v1/user/${member.id}/campo-personalizado?igreja=${esperanca}`,
      `/api/v1/user/${member.id}/endereco?cliente=${esperanca}`,
      `/api/v1/user/${member.id}/crianca?cliente=${esperanca}`,
    ];
    for (const url of urls) expect((await call(app(), { url, token: member.token })).statusCode, url).toBe(403);
    const child = await call(app(), { method: 'POST', url: `/api/v1/usuario/${member.id}/crianca?igreja=${esperanca}`, token: member.token, payload: { nome: 'X', dataNascimento: '2015-01-01', sexo: 'M' } });
    expect(child.statusCode).toBe(403);
    const deletion = await call(app(), { method: 'POST', url: `/api/v1/user/${member.id}/pedido-exclusao?igreja=${esperanca}`, token: member.token, payload: { senha: DEMO_PASSWORD } });
    expect(deletion.statusCode).toBe(403);
  });

  it('answers 401 without a token on every member call', async () => {
    const urls = ['/api/v1/me', '/api/v1/user/1/documento', '/api/v1/user/1/usuario', '/api/v1/igreja/1/notificacao/'];
    for (const url of urls) expect((await call(app(), { url })).statusCode, url).toBe(401);
    expect((await call(app(), { method: 'PUT', url: '/api/v1/usuario/', payload: profile })).statusCode).toBe(401);
  });
});
