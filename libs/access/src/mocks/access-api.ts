import type { paths, Usuario, UsuarioIgreja } from '@church/contracts-account';
import { contractHttp, neverAnswer, problem, serverError } from '@church/testing/mock-api';

/** The account contract's mock handlers for the access stories: paths, parameters and bodies checked against it. */
export const accessApi = contractHttp<paths>();

/** The demo's password; any other is wrong. */
export const PASSWORD = 'Demo@2026';

const member: Usuario = {
  id: 7,
  uuid: '0f6a5a4e-2f43-4d0b-8f59-5b1b0f3c7a11',
  email: 'member@grace.example',
  nome: 'Ana',
  sobrenome: 'Souza',
  flagAtivo: true,
  dataCadastro: '2024-02-01T12:00:00.000Z',
};

const churchAccount: UsuarioIgreja = {
  id: 70,
  idUsuario: 7,
  idIgreja: 1,
  codigoIgreja: 'grace',
  nomeIgreja: 'Grace Community Church',
  flagAtivo: true,
  dataCadastro: '2024-02-01T12:00:00.000Z',
};

/** `GET /user/?email=`: whether the e-mail has an account, and whether it is active. */
export const lookup = (account: 'active' | 'inactive' | 'none') =>
  accessApi.get('/user/', ({ response }) =>
    response(200).json({ usuarios: account === 'none' ? [] : [{ flagAtivo: account === 'active' }] }),
  );
export const lookupLoading = () => accessApi.get('/user/', neverAnswer);
export const lookupFailing = () => accessApi.get('/user/', serverError);
/** Too many look-ups from this address: 429 with Retry-After. */
export const lookupRateLimited = () =>
  accessApi.get('/user/', ({ response }) =>
    response(429).json(problem(429, { code: 'RATE_LIMITED' }), { headers: { 'Retry-After': '125' } }),
  );

/**
 * Signing in: `POST /security/login_check` (the demo password, else AUTH_INVALID_CREDENTIALS), then
 * the account and its church accounts, asked for with the new token. `member: false` is an account
 * that has not joined this church yet.
 */
export const signIn = ({ member: isMember = true } = {}) => [
  accessApi.post('/security/login_check', async ({ request, response }) => {
    const { password } = await request.json();
    return password === PASSWORD
      ? response(200).json({ token: 'story-access-token', refreshToken: 'story-refresh-token' })
      : response(401).json(problem(401, { code: 'AUTH_INVALID_CREDENTIALS' }));
  }),
  accessApi.get('/me', ({ request, response }) =>
    request.headers.get('Authorization') === 'Bearer story-access-token'
      ? response(200).json({ usuario: member })
      : response(401).json(problem(401, { code: 'AUTH_TOKEN_MISSING' })),
  ),
  accessApi.get('/user/{id}/usuario', ({ response }) => response(200).json({ usuarios: isMember ? [churchAccount] : [] })),
];

/** `POST /igreja/{client}/usuario/`: registers the account (or, signed in, joins this church); `received` is given each body sent. */
export const register = (received?: (body: unknown) => void) =>
  accessApi.post('/igreja/{client}/usuario/', async ({ request, response }) => {
    received?.(await request.json());
    return response(201).json({ usuario: member, usuarioIgreja: churchAccount });
  });

export const activationEmail = () => accessApi.post('/security/solicitar-verificacao-email/', ({ response }) => response(204).empty());
export const passwordResetEmail = () => accessApi.post('/security/recuperar-senha', ({ response }) => response(204).empty());
export const newPassword = () => accessApi.post('/security/redefinir-senha', ({ response }) => response(204).empty());
export const newPasswordExpired = () =>
  accessApi.post('/security/redefinir-senha', ({ response }) => response(400).json(problem(400, { code: 'TOKEN_INVALID' })));
export const verifyEmail = () => accessApi.post('/security/verificar-email', ({ response }) => response(204).empty());
