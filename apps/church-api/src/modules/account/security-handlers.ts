import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ProblemError } from '../../http/problem';
import { hasBearer, requireAccount } from '../../plugins/authentication';
import { AccountRepository, type ChurchSummary, toUsuario } from './account-repository';
import type { AccountServices } from './account-services';
import { conflict, FieldErrors, isStrongPassword, MESSAGES } from './field-rules';
import type { AccountOk as Ok, AccountRequest as Request } from './handler-types';
import { activationMail, mailLanguageOf, passwordResetMail } from './mail/templates';
import { hashPassword } from './passwords';
import { personalFieldsOf } from './personal-data';
import { RATE_LIMITS } from './rate-limiter';
import { newOpaqueToken } from './tokens';

export const EMAIL_NOT_FOUND = 'E-mail não encontrado.';
const ACTIVATION_TTL_SECONDS = 48 * 3600;
const RESET_TTL_SECONDS = 3600;

/**
 * The site the request came from (protocol and Host), for the links in e-mails — when that host is
 * one of the church's own (its subdomain or a custom domain). Any other Host header gets the church's
 * subdomain instead, so that a forged Host cannot send a reset link to someone else's site.
 */
export async function linkOrigin(request: FastifyRequest, church: ChurchSummary, accounts: AccountRepository, appDomain: string): Promise<string> {
  const hostname = request.hostname.toLowerCase();
  const own = hostname === `${church.codigo}.${appDomain}` || (await accounts.customHostnames(church.id)).includes(hostname);
  if (own) return `${request.protocol}://${request.host}`;
  const port = request.port ? `:${request.port}` : '';
  return `${request.protocol}://${church.codigo}.${appDomain}${port}`;
}

function invalidToken(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The link is invalid or has expired.', {
    code: 'TOKEN_INVALID',
    errors: [{ field: 'body.token', message: 'O link é inválido ou expirou.' }],
  });
}

function weakPassword(field: string): ProblemError {
  return new ProblemError(400, 'Bad Request', MESSAGES.password, { code: 'VALIDATION', errors: [{ field, message: MESSAGES.password }] });
}

/** A unique-index violation of PostgreSQL (23505), by constraint name. */
function uniqueViolation(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' ? (cause.constraint ?? '') : null;
}

/**
 * The §7 "User and security" calls a visitor makes: sign-in, refresh, the access screen's e-mail
 * lookups, registration, e-mail verification and password recovery.
 */
export function securityHandlers(services: AccountServices) {
  const { accounts, sessions, limiter, outbox } = services;

  async function sendActivation(request: FastifyRequest, church: ChurchSummary, account: { id: number; email: string; nome: string }) {
    const token = newOpaqueToken();
    await accounts.createEmailToken(account.id, 'ATIVACAO', token, ACTIVATION_TTL_SECONDS);
    const url = `${await linkOrigin(request, church, accounts, services.appDomain)}/access?verifyToken=${encodeURIComponent(token)}`;
    const mail = activationMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: account.nome }, url);
    await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: account.email, ...mail });
  }

  async function activeChurchById(id: number): Promise<ChurchSummary> {
    const church = await accounts.churchById(id);
    if (!church || !church.flagAtivo) throw notFound(`No active church has the id ${id}.`);
    return church;
  }

  async function churchByCode(codigo: string): Promise<ChurchSummary> {
    const church = await accounts.churchByCode(codigo);
    if (!church || !church.flagAtivo) throw notFound(`No active church has the code '${codigo}'.`);
    return church;
  }

  return {
    async loginCheck(req: Request<'loginCheck'>): Promise<Ok<'loginCheck'>> {
      return sessions.login(req.body.username, req.body.password, req.ip);
    },

    async refreshToken(req: Request<'refreshToken'>): Promise<Ok<'refreshToken'>> {
      return sessions.refresh(req.body.refreshToken);
    },

    async lookupAccountByEmail(req: Request<'lookupAccountByEmail'>): Promise<Ok<'lookupAccountByEmail'>> {
      await limiter.hit(RATE_LIMITS.lookupPerAddress, req.ip);
      const account = await accounts.findByEmail(req.query.email);
      return { usuarios: account ? [{ id: account.id, flagAtivo: account.flagAtivo }] : [] };
    },

    async lookupChurchAccountByEmail(req: Request<'lookupChurchAccountByEmail'>): Promise<Ok<'lookupChurchAccountByEmail'>> {
      await limiter.hit(RATE_LIMITS.lookupPerAddress, req.ip);
      await activeChurchById(req.params.client);
      const account = await accounts.findByEmail(req.query.email);
      if (!account) return { usuarios: [] };
      const churchAccount = await accounts.churchAccount(account.id, req.params.client);
      return { usuarios: churchAccount?.flagAtivo ? [{ id: account.id, flagAtivo: account.flagAtivo }] : [] };
    },

    async registerChurchMember(req: Request<'registerChurchMember'>, reply: FastifyReply): Promise<Ok<'registerChurchMember'>> {
      const params = req.params as { church?: number; client?: number };
      const churchId = Number(params.church ?? params.client);
      const church = await activeChurchById(churchId);
      const body = req.body;
      const congregacaoId = body.idCongregacao ?? null;
      const errors = new FieldErrors();
      if (congregacaoId !== null && (await accounts.congregationChurch(congregacaoId)) !== church.id) {
        errors.add('body.idCongregacao', 'Congregação desta igreja desconhecida.');
      }

      if (hasBearer(req)) {
        // Completing the registration of a signed-in account in this church.
        const signedIn = await requireAccount(req);
        errors.throwIfAny();
        const existing = await accounts.churchAccount(signedIn.id, church.id);
        if (existing?.flagAtivo) throw conflict('USR_ALREADY_MEMBER', 'body', 'This account is already a member of this church.');
        const usuarioIgreja = await accounts.joinChurch(signedIn.id, church.id, { congregacaoId, observacoes: body.observacoes ?? null });
        const account = await accounts.findById(signedIn.id);
        if (!account) throw notFound('The account no longer exists.');
        void reply.code(201);
        return { usuario: toUsuario(account), usuarioIgreja };
      }

      await limiter.hit(RATE_LIMITS.registerPerAddress, req.ip);
      if (!body.email) errors.add('body.email', MESSAGES.required);
      if (!body.senha) errors.add('body.senha', MESSAGES.required);
      else if (!isStrongPassword(body.senha)) errors.add('body.senha', MESSAGES.password);
      const personal = await personalFieldsOf(body, accounts, { exceptAccountId: null, errors, brazilId: await accounts.brazilId() });
      const email = (body.email ?? '').trim();
      if (await accounts.findByEmail(email)) throw conflict('USR_EMAIL_IN_USE', 'body.email', 'Este e-mail já está em uso.');
      const senhaHash = await hashPassword(body.senha ?? '');
      let created;
      try {
        created = await accounts.db.transaction(async (tx) => {
          const scoped = new AccountRepository(tx as unknown as typeof accounts.db);
          const account = await scoped.createAccount({ ...personal, email, senhaHash, flagAtivo: false });
          const usuarioIgreja = await scoped.joinChurch(account.id, church.id, { congregacaoId, observacoes: personal.observacoes });
          return { account, usuarioIgreja };
        });
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'usuario_email_uq') throw conflict('USR_EMAIL_IN_USE', 'body.email', 'Este e-mail já está em uso.');
        if (constraint === 'usuario_cpf_uq') throw conflict('USR_CPF_IN_USE', 'body.cpf', 'Este CPF já está em uso.');
        throw error;
      }
      await sendActivation(req, church, created.account);
      void reply.code(201);
      return { usuario: toUsuario(created.account), usuarioIgreja: created.usuarioIgreja };
    },

    async requestEmailVerification(req: Request<'requestEmailVerification'>, reply: FastifyReply): Promise<void> {
      await limiter.hit(RATE_LIMITS.mailPerAddress, req.ip);
      const church = await churchByCode(req.query.igreja);
      const account = await accounts.findByEmail(req.query.email);
      if (!account) throw notFound(EMAIL_NOT_FOUND);
      if (account.flagAtivo) throw conflict('USR_ALREADY_ACTIVE', 'query.email', 'Esta conta já está ativa.');
      await sendActivation(req, church, account);
      return reply.code(204).send();
    },

    async verifyEmail(req: Request<'verifyEmail'>, reply: FastifyReply): Promise<void> {
      const consumed = await accounts.consumeEmailToken('ATIVACAO', req.body.token);
      if (!consumed) throw invalidToken();
      await accounts.activate(consumed.usuarioId);
      return reply.code(204).send();
    },

    async requestPasswordReset(req: Request<'requestPasswordReset'>, reply: FastifyReply): Promise<void> {
      await limiter.hit(RATE_LIMITS.mailPerAddress, req.ip);
      const church = await churchByCode(req.body.igreja);
      const account = await accounts.findByEmail(req.body.email);
      if (!account) throw notFound(EMAIL_NOT_FOUND);
      const token = newOpaqueToken();
      await accounts.createEmailToken(account.id, 'RECUPERACAO', token, RESET_TTL_SECONDS);
      const url = `${await linkOrigin(req, church, accounts, services.appDomain)}/access?resetToken=${encodeURIComponent(token)}`;
      const mail = passwordResetMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: account.nome }, url);
      await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: account.email, ...mail });
      return reply.code(204).send();
    },

    async resetPassword(req: Request<'resetPassword'>, reply: FastifyReply): Promise<void> {
      if (!isStrongPassword(req.body.senha)) throw weakPassword('body.senha');
      const consumed = await accounts.consumeEmailToken('RECUPERACAO', req.body.token);
      if (!consumed) throw invalidToken();
      await accounts.setPassword(consumed.usuarioId, await hashPassword(req.body.senha));
      // The link proves the e-mail address: an account not yet activated becomes active.
      await accounts.activate(consumed.usuarioId);
      await sessions.endSessions(consumed.usuarioId, null);
      return reply.code(204).send();
    },
  };
}
