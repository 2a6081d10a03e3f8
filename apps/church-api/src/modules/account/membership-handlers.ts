import type { operations as AccountOperations } from '@church/contracts-account';
import type { operations as ProfileOperations } from '@church/contracts-member-profile';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound } from '@church/api-platform/http/problem';
import { requireAccount, requireSelf } from '@church/api-platform/plugins/authentication';
import { requireSelfIn } from './account-guards';
import type { AccountServices } from './account-services';
import { badField } from '@church/api-platform/field-rules';
import { MembershipRepository } from './membership-repository';

/** Its calls are in two contracts: the church accounts' (account.yaml) and the custom fields' (member-profile.yaml). */
type operations = AccountOperations & ProfileOperations;
type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** The calls about a member's church accounts: where the account is a member, its roles, its custom fields, changing church. */
export function membershipHandlers({ memberships, churches }: AccountServices) {
  return {
    async listChurchAccounts(req: Request<'listChurchAccounts'>): Promise<Ok<'listChurchAccounts'>> {
      const account = await requireSelf(req, req.params.id);
      return { usuarios: await memberships.listChurchAccounts(account.id, { igrejaId: req.query.cliente, organizacao: req.query.organizacao }) };
    },

    async listRoles(req: Request<'listRoles'>): Promise<Ok<'listRoles'>> {
      const igrejaId = req.query.igreja === undefined ? undefined : req.church.id;
      const account = await requireSelfIn(req, req.params.id, igrejaId);
      return { userIgrejaRoles: await memberships.listRoles(account.id, { igrejaId, organizacao: req.query.organizacao }) };
    },

    async listCustomFields(req: Request<'listCustomFields'>): Promise<Ok<'listCustomFields'>> {
      const account = await requireSelfIn(req, req.params.id, req.church.id);
      return { camposPersonalizados: await memberships.listCustomFields(account.id, req.church.id) };
    },

    /** The church named in the body is the one to move to: one that is not active is a field error, not an unknown church. */
    async changeChurch(req: Request<'changeChurch'>): Promise<Ok<'changeChurch'>> {
      const account = await requireAccount(req);
      const target = await churches.findSummary('id', req.body.idIgreja);
      if (!target) throw notFound(`No church has the id ${req.body.idIgreja}.`);
      if (!target.flagAtivo) throw badField('body.idIgreja', 'Esta igreja não está ativa.');
      if (!(await memberships.isActiveInOrganization(account.id, target.organizacaoId))) {
        throw badField('body.idIgreja', 'A conta só pode trocar para uma igreja da mesma organização.');
      }
      const usuarioIgreja = await memberships.db.transaction(async (tx) => {
        const scoped = new MembershipRepository(tx);
        const joined = await scoped.joinChurch(account.id, target.id, {});
        await scoped.leaveOrganizationChurches(account.id, target.organizacaoId, target.id);
        return joined;
      });
      return { usuarioIgreja };
    },
  };
}
