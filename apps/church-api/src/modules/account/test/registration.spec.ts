import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import { setupTestApp } from '../../../../test/helpers/test-app';
import { call, churchId, HOSTS, login, mailbox, me, newMember, registrationForm } from '../../../../test/helpers/account-helpers';

const testApp = setupTestApp();
const app = () => testApp().app;

async function register(church: string, payload: Record<string, unknown>, options: { token?: string; host?: string } = {}) {
  const igreja = await churchId(app(), church);
  return call(app(), {
    method: 'POST',
    url: `/api/v1/igreja/${igreja}/usuario/`,
    payload,
    token: options.token,
    headers: { host: options.host ?? HOSTS.esperanca },
  });
}

function fieldsOf(response: { json(): { errors?: { field: string; message: string }[] } }) {
  return Object.fromEntries((response.json().errors ?? []).map((e) => [e.field, e.message]));
}

describe('POST /igreja/{client}/usuario/ without a token', () => {
  it('creates an inactive account with its church account and sends the activation e-mail in the church’s language', async () => {
    const form = registrationForm();
    const cpfDigits = form.cpf;
    form.cpf = `${cpfDigits.slice(0, 3)}.${cpfDigits.slice(3, 6)}.${cpfDigits.slice(6, 9)}-${cpfDigits.slice(9)}`;
    const response = await register('esperanca', form);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.usuario).toMatchObject({ email: form.email, nome: 'Joana', flagAtivo: false, cpf: cpfDigits, telefone: '+55 (11) 91234-5678', cep: '01001-000' });
    expect(body.usuarioIgreja).toMatchObject({ idUsuario: body.usuario.id, codigoIgreja: 'esperanca', nomeIgreja: 'Igreja Esperança', flagAtivo: true });

    const [mail] = await mailbox(app(), form.email);
    expect(mail?.subject).toBe('Ative sua conta — Igreja Esperança');
    expect(mail?.text).toContain('Olá, Joana!');
    expect(mail?.links[0]).toMatch(/^http:\/\/esperanca\.localhost:3000\/access\?verifyToken=[\w-]+$/);
    expect(mail?.html).toContain('href="http://esperanca.localhost:3000/access?verifyToken=');

    const lookup = (await call(app(), { url: `/api/v1/user/?email=${form.email}` })).json();
    expect(lookup.usuarios).toEqual([{ flagAtivo: false }]);
  });

  it('writes the e-mail in English for grace and in Spanish for vida, linking to the site asked', async () => {
    const english = registrationForm();
    expect((await register('grace', english, { host: HOSTS.grace })).statusCode).toBe(201);
    const [toEnglish] = await mailbox(app(), english.email);
    expect(toEnglish?.subject).toBe('Activate your account — Grace Community Church');
    expect(toEnglish?.links[0]).toMatch(/^http:\/\/grace\.localhost:3000\/access\?verifyToken=/);

    const spanish = registrationForm();
    expect((await register('vida', spanish, { host: HOSTS.vida })).statusCode).toBe(201);
    const [toSpanish] = await mailbox(app(), spanish.email);
    expect(toSpanish?.subject).toBe('Active su cuenta — Iglesia Vida');
  });

  it('activates through the link once, and then the account signs in', async () => {
    const form = registrationForm();
    expect((await register('esperanca', form)).statusCode).toBe(201);
    const [mail] = await mailbox(app(), form.email);
    const token = new URL(mail?.links[0] ?? '').searchParams.get('verifyToken');
    const verified = await call(app(), { method: 'POST', url: '/api/v1/security/verificar-email', payload: { token } });
    expect(verified.statusCode).toBe(204);
    const again = await call(app(), { method: 'POST', url: '/api/v1/security/verificar-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID', errors: [{ field: 'body.token' }] });
    const pair = await login(app(), form.email, form.senha);
    expect((await me(app(), pair.token)).email).toBe(form.email);
  });

  it('refuses each broken rule of §5 with a 400 naming the field', async () => {
    const response = await register('esperanca', registrationForm({
      cpf: '123.456.789-00', telefone: '(11) 3333-4444', dataNascimento: '2999-01-01', cep: '1234', senha: 'weakpassword',
    }));
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual({
      'body.cpf': 'CPF inválido.',
      'body.telefone': expect.stringContaining('telefone'),
      'body.dataNascimento': 'Data de nascimento inválida.',
      'body.cep': 'CEP Inválido',
      'body.senha': expect.stringContaining('8 caracteres'),
    });
  });

  it('refuses a CPF of all-equal digits, an impossible date and missing required fields', async () => {
    const equal = await register('esperanca', registrationForm({ cpf: '111.111.111-11' }));
    expect(fieldsOf(equal)).toEqual({ 'body.cpf': 'CPF inválido.' });
    const impossible = await register('esperanca', registrationForm({ dataNascimento: '2001-02-30' }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors[0].field).toBe('body.dataNascimento');
    const today = new Date().toISOString().slice(0, 10);
    expect(fieldsOf(await register('esperanca', registrationForm({ dataNascimento: today })))).toEqual({ 'body.dataNascimento': 'Data de nascimento inválida.' });
    const { nome: _nome, cpf: _cpf, ...incomplete } = registrationForm();
    const missing = await register('esperanca', incomplete);
    expect(fieldsOf(missing)).toEqual({ 'body.nome': 'Esse campo é obrigatório.', 'body.cpf': 'Esse campo é obrigatório.' });
  });

  it('refuses a password without a special character, an upper-case letter or a number', async () => {
    for (const senha of ['Segura2026', 'segura#2026', 'Segura#dois', 'Se#1']) {
      const response = await register('esperanca', registrationForm({ senha }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['body.senha']);
    }
  });

  it('answers 409 USR_CPF_IN_USE and USR_EMAIL_IN_USE', async () => {
    const cpfTaken = await register('esperanca', registrationForm({ cpf: '529.982.247-25' }));
    expect(cpfTaken.statusCode).toBe(409);
    expect(cpfTaken.json()).toMatchObject({ code: 'USR_CPF_IN_USE', errors: [{ field: 'body.cpf' }] });
    const emailTaken = await register('esperanca', registrationForm({ email: 'MEMBER@esperanca.example' }));
    expect(emailTaken.statusCode).toBe(409);
    expect(emailTaken.json()).toMatchObject({ code: 'USR_EMAIL_IN_USE', errors: [{ field: 'body.email' }] });
  });

  it('answers 404 for an unknown or inactive church and 400 for a congregation of another church', async () => {
    expect((await call(app(), { method: 'POST', url: '/api/v1/igreja/99999/usuario/', payload: registrationForm() })).statusCode).toBe(404);
    expect((await register('fechada', registrationForm())).statusCode).toBe(404);
    const grace = await churchId(app(), 'grace');
    const congregations = (await app().inject({ url: `/api/v1/congregacao/?igreja=${grace}` })).json().congregacoes;
    const response = await register('esperanca', registrationForm({ idCongregacao: congregations[0].id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('body.idCongregacao');
  });
});

describe('POST /igreja/{client}/usuario/ with a token: completing the registration in another church', () => {
  it('adds a church account to the signed-in account, once', async () => {
    const member = await newMember(app(), 'esperanca');
    const vida = await churchId(app(), 'vida');
    const before = (await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${vida}`, token: member.token })).json();
    expect(before.usuarios).toEqual([]);

    const completed = await register('vida', { observacoes: 'Me mudei para Madri.' }, { token: member.token });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().usuarioIgreja).toMatchObject({ idUsuario: member.id, idIgreja: vida, codigoIgreja: 'vida', observacoes: 'Me mudei para Madri.' });
    const after = (await call(app(), { url: `/api/v1/user/${member.id}/usuario?cliente=${vida}`, token: member.token })).json();
    expect(after.usuarios).toHaveLength(1);

    const twice = await register('vida', {}, { token: member.token });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('USR_ALREADY_MEMBER');
  });

  it('answers 401 for a bad token instead of registering a new account', async () => {
    const response = await register('vida', registrationForm(), { token: 'garbage' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /security/solicitar-verificacao-email/', () => {
  it('sends a new activation e-mail to an inactive account', async () => {
    const form = registrationForm();
    await register('esperanca', form);
    const response = await call(app(), { method: 'POST', url: `/api/v1/security/solicitar-verificacao-email/?igreja=esperanca&email=${form.email}` });
    expect(response.statusCode).toBe(204);
    const messages = await mailbox(app(), form.email);
    expect(messages).toHaveLength(2);
    expect(messages[0]?.links[0]).toContain('verifyToken=');
  });

  it('answers 404 for an unknown e-mail or church and 409 for an active account', async () => {
    const unknown = await call(app(), { method: 'POST', url: '/api/v1/security/solicitar-verificacao-email/?igreja=esperanca&email=nobody@example.org' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('E-mail não encontrado.');
    const church = await call(app(), { method: 'POST', url: '/api/v1/security/solicitar-verificacao-email/?igreja=nowhere&email=member@grace.example' });
    expect(church.statusCode).toBe(404);
    const active = await call(app(), { method: 'POST', url: '/api/v1/security/solicitar-verificacao-email/?igreja=grace&email=member@grace.example' });
    expect(active.statusCode).toBe(409);
    expect(active.json().code).toBe('USR_ALREADY_ACTIVE');
  });
});

describe('password recovery', () => {
  it('answers an unknown e-mail as it answers a known one (204), and sends nothing', async () => {
    const before = await mailbox(app(), 'nobody@example.org');
    const response = await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: 'nobody@example.org', igreja: 'esperanca' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await mailbox(app(), 'nobody@example.org')).toEqual(before);
  });

  it('e-mails a one-time link; the reset changes the password and ends every session', async () => {
    const member = await newMember(app(), 'grace');
    const requested = await call(app(), {
      method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: member.email, igreja: 'grace' }, headers: { host: HOSTS.grace },
    });
    expect(requested.statusCode).toBe(204);
    const [mail] = await mailbox(app(), member.email);
    expect(mail?.subject).toBe('Reset your password — Grace Community Church');
    const link = mail?.links.find((l) => l.includes('resetToken=')) ?? '';
    expect(link).toMatch(/^http:\/\/grace\.localhost:3000\/access\?resetToken=/);
    const token = new URL(link).searchParams.get('resetToken');

    const weak = await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token, senha: 'weakweakweak' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('body.senha');

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token, senha: 'Nova#Senha2026' } });
    expect(reset.statusCode).toBe(204);
    const reused = await call(app(), { method: 'POST', url: '/api/v1/security/redefinir-senha', payload: { token, senha: 'Outra#Senha2026' } });
    expect(reused.statusCode).toBe(400);

    // The old session is over: its access token and its refresh token no longer work.
    expect((await call(app(), { url: '/api/v1/me', token: member.token })).statusCode).toBe(401);
    const refreshed = await call(app(), { method: 'POST', url: '/api/v1/security/token/refresh', payload: { refreshToken: member.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    // The old password is refused and the new one works.
    const old = await call(app(), { method: 'POST', url: '/api/v1/security/login_check', payload: { username: member.email, password: member.password } });
    expect(old.statusCode).toBe(401);
    const fresh = await login(app(), member.email, 'Nova#Senha2026');
    expect((await me(app(), fresh.token)).id).toBe(member.id);
  });

  it('links only to the church’s own host names, with the configured scheme and port', async () => {
    const resetLinkFor = async (email: string, igreja: string, host: string) => {
      const response = await call(app(), { method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email, igreja }, headers: { host } });
      expect(response.statusCode).toBe(204);
      return (await mailbox(app(), email))[0]?.links[0] ?? '';
    };
    // Asked on the custom domain, or on the subdomain: that name, and the configured port (3000), not the request's.
    expect(await resetLinkFor('staff@grace.example', 'grace', 'www.gracechurch.test:3000')).toMatch(/^http:\/\/www\.gracechurch\.test:3000\/access\?resetToken=/);
    expect(await resetLinkFor('staff@grace.example', 'grace', 'grace.localhost:4999')).toMatch(/^http:\/\/grace\.localhost:3000\/access\?resetToken=/);
    // Asked from a host that is not the church's: its custom domain, else its subdomain; never the foreign name.
    const forged = await resetLinkFor('staff@grace.example', 'grace', 'attacker.example:3000');
    expect(forged).toMatch(/^http:\/\/www\.gracechurch\.test:3000\/access\?resetToken=/);
    expect((await mailbox(app(), 'staff@grace.example'))[0]?.text).not.toContain('attacker');
    expect(await resetLinkFor('member@esperanca.example', 'esperanca', 'grace.localhost:3000')).toMatch(/^http:\/\/esperanca\.localhost:3000\/access\?resetToken=/);
  });

  it('refuses a Host with userinfo before any e-mail is written', async () => {
    const before = await mailbox(app(), 'staff@vida.example');
    const response = await call(app(), {
      method: 'POST', url: '/api/v1/security/recuperar-senha', payload: { email: 'staff@vida.example', igreja: 'vida' }, headers: { host: 'vida.localhost:3917@evil.example' },
    });
    expect(response.statusCode).toBe(400);
    expect(await mailbox(app(), 'staff@vida.example')).toEqual(before);
  });

  it('writes links with PUBLIC_SCHEME and PUBLIC_PORT', async () => {
    expect(loadConfig({ APP_DOMAIN: 'churches.example' }).publicOrigin).toEqual({ scheme: 'https', port: null });
    expect(loadConfig({ PORT: '4000' }).publicOrigin).toEqual({ scheme: 'http', port: 4000 });
    expect(loadConfig({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }).publicOrigin).toEqual({ scheme: 'https', port: null });
    expect(() => loadConfig({ PUBLIC_SCHEME: 'ftp' })).toThrow(/PUBLIC_SCHEME/);
  });
});
