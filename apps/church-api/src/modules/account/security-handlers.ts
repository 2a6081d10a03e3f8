import type { operations } from '@church/contracts-account';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { hasBearer, requireAccount } from '@church/api-platform/plugins/authentication';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { AccountRepository, toUsuario } from './account-repository';
import type { AccountServices } from './account-services';
import { conflict, FieldErrors, isStrongPassword, MESSAGES } from '@church/api-platform/field-rules';
import { activationMail, mailLanguageOf, passwordResetMail } from '@church/api-platform/mail/templates';
import { hashPassword } from './passwords';
import { personalFieldsOf } from './personal-data';
import { RATE_LIMITS, SLOWDOWNS } from '@church/api-platform/rate-limits/rate-limiter';
import { MembershipRepository } from './membership-repository';
import { newOpaqueToken } from './tokens';
import { uniqueViolationOf } from '@church/api-platform/db/unique-violation';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

export const EMAIL_NOT_FOUND = 'E-mail não encontrado.';
const ACTIVATION_TTL_SECONDS = 48 * 3600;
const RESET_TTL_SECONDS = 3600;

function invalidToken(): ProblemError {
  return new ProblemError(400, 'Bad Request', 'The link is invalid or has expired.', {
    code: 'TOKEN_INVALID',
    errors: [{ field: 'body.token', message: 'O link é inválido ou expirou.' }],
  });
}

function weakPassword(field: string): ProblemError {
  return new ProblemError(400, 'Bad Request', MESSAGES.password, { code: 'VALIDATION', errors: [{ field, message: MESSAGES.password }] });
}

/**
 * The §7 "User and security" calls a visitor makes: sign-in, refresh, the access screen's e-mail
 * lookups, registration, e-mail verification and password recovery.
 */
export function securityHandlers(services: AccountServices) {
  const { accounts, emailTokens, memberships, churches, sessions, limiter, outbox, captcha } = services;

  async function sendActivation(request: FastifyRequest, church: ChurchSummary, account: { id: number; email: string; nome: string }) {
    const token = newOpaqueToken();
    await emailTokens.create(account.id, 'ATIVACAO', token, ACTIVATION_TTL_SECONDS);
    const url = `${await services.siteLinks.siteOf(church, request.hostname)}/access?verifyToken=${encodeURIComponent(token)}`;
    const mail = activationMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: account.nome }, url);
    await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: account.email, ...mail });
  }

  /** The account of an e-mail, for the access screen; lookups and misses are limited per address. */
  async function lookUpEmail(email: string, address: string) {
    await limiter.assertNotSlowed(SLOWDOWNS.lookupMissesPerAddress, address);
    await limiter.hit(RATE_LIMITS.lookupPerAddress, address);
    const account = await accounts.findByEmail(email);
    if (!account) await limiter.fail(SLOWDOWNS.lookupMissesPerAddress, address);
    return account;
  }

  /** Recovery and activation e-mails: limited per asking address and per recipient, known or not. */
  async function limitMail(email: string, address: string) {
    await limiter.hit(RATE_LIMITS.mailPerAddress, address);
    await limiter.hit(RATE_LIMITS.mailPerEmail, email.trim().toLowerCase());
  }

  return {
    async loginCheck(req: Request<'loginCheck'>, reply: FastifyReply): Promise<Ok<'loginCheck'>> {
      const { deviceCookie, ...pair } = await sessions.login(req.body.username, req.body.password, { address: req.ip, cookieHeader: req.headers.cookie });
      void reply.header('set-cookie', deviceCookie);
      return pair;
    },

    async refreshToken(req: Request<'refreshToken'>): Promise<Ok<'refreshToken'>> {
      return sessions.refresh(req.body.refreshToken);
    },

    async logout(req: Request<'logout'>, reply: FastifyReply): Promise<void> {
      if (req.bearer.kind === 'valid') await sessions.revokeSession(req.bearer.account.sessionId, 'SAIDA');
      const refreshToken = (req.body as { refreshToken?: string } | undefined)?.refreshToken;
      if (refreshToken) await sessions.endSessionOf(refreshToken, 'SAIDA');
      return reply.code(204).send();
    },

    async lookupAccountByEmail(req: Request<'lookupAccountByEmail'>): Promise<Ok<'lookupAccountByEmail'>> {
      const account = await lookUpEmail(req.query.email, req.ip);
      return { usuarios: account ? [{ flagAtivo: account.flagAtivo }] : [] };
    },

    async lookupChurchAccountByEmail(req: Request<'lookupChurchAccountByEmail'>): Promise<Ok<'lookupChurchAccountByEmail'>> {
      const account = await lookUpEmail(req.query.email, req.ip);
      if (!account) return { usuarios: [] };
      const churchAccount = await memberships.churchAccount(account.id, req.church.id);
      return { usuarios: churchAccount?.flagAtivo ? [{ flagAtivo: account.flagAtivo }] : [] };
    },

    async registerChurchMember(req: Request<'registerChurchMember'>, reply: FastifyReply): Promise<Ok<'registerChurchMember'>> {
      const church = req.church;
      const body = req.body;
      const congregacaoId = body.idCongregacao ?? null;
      const errors = new FieldErrors();
      if (congregacaoId !== null && (await churches.churchOfCongregation(congregacaoId)) !== church.id) {
        errors.add('body.idCongregacao', 'Congregação desta igreja desconhecida.');
      }

      if (hasBearer(req)) {
        // Completing the registration of a signed-in account in this church.
        const signedIn = await requireAccount(req);
        errors.throwIfAny();
        const existing = await memberships.churchAccount(signedIn.id, church.id);
        if (existing?.flagAtivo) throw conflict('USR_ALREADY_MEMBER', 'body', 'This account is already a member of this church.');
        const usuarioIgreja = await memberships.joinChurch(signedIn.id, church.id, { congregacaoId, observacoes: body.observacoes ?? null });
        const account = await accounts.findById(signedIn.id);
        if (!account) throw notFound('The account no longer exists.');
        void reply.code(201);
        return { usuario: toUsuario(account), usuarioIgreja };
      }

      // The captcha first: requests without a solution spend nobody's limits.
      await captcha.check(body.captcha, { field: 'body.captcha' });
      await limiter.hit(RATE_LIMITS.registerPerAddress, req.ip);
      if (!body.email) errors.add('body.email', MESSAGES.required);
      if (!body.senha) errors.add('body.senha', MESSAGES.required);
      else if (!isStrongPassword(body.senha)) errors.add('body.senha', MESSAGES.password);
      const cpfInUse = () => limiter.hit(RATE_LIMITS.cpfInUsePerAddress, req.ip);
      const personal = await personalFieldsOf(body, services, { exceptAccountId: null, errors, beforeCpfInUse: cpfInUse });
      const email = (body.email ?? '').trim();
      if (await accounts.findByEmail(email)) throw conflict('USR_EMAIL_IN_USE', 'body.email', 'Este e-mail já está em uso.');
      const senhaHash = await hashPassword(body.senha ?? '');
      let created;
      try {
        created = await accounts.db.transaction(async (tx) => {
          const account = await new AccountRepository(tx).create({ ...personal, email, senhaHash, flagAtivo: false });
          const usuarioIgreja = await new MembershipRepository(tx).joinChurch(account.id, church.id, { congregacaoId, observacoes: personal.observacoes });
          return { account, usuarioIgreja };
        });
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === 'usuario_email_uq') throw conflict('USR_EMAIL_IN_USE', 'body.email', 'Este e-mail já está em uso.');
        if (constraint === 'usuario_cpf_uq') {
          await cpfInUse();
          throw conflict('USR_CPF_IN_USE', 'body.cpf', 'Este CPF já está em uso.');
        }
        throw error;
      }
      await sendActivation(req, church, created.account);
      void reply.code(201);
      return { usuario: toUsuario(created.account), usuarioIgreja: created.usuarioIgreja };
    },

    async requestEmailVerification(req: Request<'requestEmailVerification'>, reply: FastifyReply): Promise<void> {
      await limitMail(req.query.email, req.ip);
      const church = req.church;
      const account = await accounts.findByEmail(req.query.email);
      if (!account) throw notFound(EMAIL_NOT_FOUND);
      if (account.flagAtivo) throw conflict('USR_ALREADY_ACTIVE', 'query.email', 'Esta conta já está ativa.');
      await sendActivation(req, church, account);
      return reply.code(204).send();
    },

    async verifyEmail(req: Request<'verifyEmail'>, reply: FastifyReply): Promise<void> {
      const consumed = await emailTokens.consume('ATIVACAO', req.body.token);
      if (!consumed) throw invalidToken();
      await accounts.activate(consumed.usuarioId);
      return reply.code(204).send();
    },

    async requestPasswordReset(req: Request<'requestPasswordReset'>, reply: FastifyReply): Promise<void> {
      // The captcha first: a script without solutions cannot spend a member's reset e-mails (3 an hour).
      await captcha.check(req.body.captcha, { field: 'body.captcha' });
      await limitMail(req.body.email, req.ip);
      const church = req.church;
      const account = await accounts.findByEmail(req.body.email);
      // The same answer whether or not the e-mail has an account: the lookup is not an oracle.
      if (!account) return reply.code(204).send();
      const token = newOpaqueToken();
      await emailTokens.create(account.id, 'RECUPERACAO', token, RESET_TTL_SECONDS);
      const url = `${await services.siteLinks.siteOf(church, req.hostname)}/access?resetToken=${encodeURIComponent(token)}`;
      const mail = passwordResetMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: account.nome }, url);
      await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: account.email, ...mail });
      return reply.code(204).send();
    },

    async resetPassword(req: Request<'resetPassword'>, reply: FastifyReply): Promise<void> {
      if (!isStrongPassword(req.body.senha)) throw weakPassword('body.senha');
      const consumed = await emailTokens.consume('RECUPERACAO', req.body.token);
      if (!consumed) throw invalidToken();
      await accounts.setPassword(consumed.usuarioId, await hashPassword(req.body.senha));
      // The link proves the e-mail address: an account not yet activated becomes active.
      await accounts.activate(consumed.usuarioId);
      await sessions.endSessions(consumed.usuarioId, null, 'SENHA_REDEFINIDA');
      return reply.code(204).send();
    },
  };
}
