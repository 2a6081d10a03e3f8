import type { operations as AccountOperations } from '@church/contracts-account';
import type { operations as ProfileOperations } from '@church/contracts-member-profile';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { requireAccount, requireSelf } from '@church/api-platform/plugins/authentication';
import { accountRowOf, requireSelfIn } from './account-guards';
import { toUsuario } from './account-repository';
import type { AccountServices } from './account-services';
import { badField, FieldErrors, isStrongPassword, MESSAGES } from '@church/api-platform/field-rules';
import { deletionRequestMail, mailLanguageOf } from '@church/api-platform/mail/templates';
import { hashPassword, verifyPassword } from './passwords';
import { personalFieldsOf } from './personal-data';
import { RATE_LIMITS } from '@church/api-platform/rate-limits/rate-limiter';

/** Its calls are in two contracts: the account's (account.yaml) and the member profile's (member-profile.yaml). */
type operations = AccountOperations & ProfileOperations;
type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The §7 "User and security" calls about a signed-in member's own account: its data, password, documents and deletion. */
export function accountHandlers(services: AccountServices) {
  const { accounts, memberships, churches, sessions, outbox } = services;

  return {
    async getMe(req: Request<'getMe'>): Promise<Ok<'getMe'>> {
      const account = await requireAccount(req);
      return { usuario: toUsuario(await accountRowOf(accounts, account.id)) };
    },

    async changePassword(req: Request<'changePassword'>, reply: FastifyReply): Promise<void> {
      const account = await requireAccount(req);
      const row = await accountRowOf(accounts, account.id);
      if (!(await verifyPassword(row.senhaHash, req.body.senhaAtual))) {
        throw badField('body.senhaAtual', 'A senha atual está incorreta.');
      }
      if (!isStrongPassword(req.body.novaSenha)) throw badField('body.novaSenha', MESSAGES.password);
      await accounts.setPassword(account.id, await hashPassword(req.body.novaSenha));
      // Other sessions end; this one (its refresh-token family) continues.
      await sessions.endSessions(account.id, account.sessionId, 'SENHA_ALTERADA');
      return reply.code(204).send();
    },

    async updateAccount(req: Request<'updateAccount'>): Promise<Ok<'updateAccount'>> {
      const account = await requireAccount(req);
      const errors = new FieldErrors();
      const congregacaoId = req.body.idCongregacao ?? null;
      let congregationChurch: number | null = null;
      if (congregacaoId !== null) {
        congregationChurch = await churches.churchOfCongregation(congregacaoId);
        const member = congregationChurch !== null && (await memberships.isActiveMember(account.id, congregationChurch));
        if (!member) errors.add('body.idCongregacao', 'Congregação de uma igreja da qual a conta não é membro.');
      }
      const personal = await personalFieldsOf(req.body, services, {
        exceptAccountId: account.id,
        errors,
        beforeCpfInUse: () => services.limiter.hit(RATE_LIMITS.cpfInUsePerAddress, req.ip),
      });
      const updated = await accounts.updatePersonal(account.id, personal);
      if (congregacaoId !== null && congregationChurch !== null) await memberships.setCongregation(account.id, congregationChurch, congregacaoId);
      return { usuario: toUsuario(updated) };
    },

    async listDocuments(req: Request<'listDocuments'>): Promise<Ok<'listDocuments'>> {
      const account = await requireSelf(req, req.params.id);
      const row = await accountRowOf(accounts, account.id);
      return { documentos: row.cpf ? [{ tipo: 'CPF' as const, numero: row.cpf }] : [] };
    },

    async requestAccountDeletion(req: Request<'requestAccountDeletion'>, reply: FastifyReply): Promise<Ok<'requestAccountDeletion'>> {
      const church = req.church;
      const account = await requireSelfIn(req, req.params.id, church.id);
      const row = await accountRowOf(accounts, account.id);
      if (!(await verifyPassword(row.senhaHash, req.body.senha))) throw badField('body.senha', 'Senha incorreta.');
      const pedido = await accounts.requestDeletion(account.id, church.id);
      const mail = deletionRequestMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: row.nome }, pedido.id);
      await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: row.email, ...mail });
      void reply.code(201);
      return { pedidoExclusao: pedido };
    },
  };
}
