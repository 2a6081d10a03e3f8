import type { operations } from '@church/contracts-member-profile';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { notFound } from '@church/api-platform/http/problem';
import { requireSelf } from '@church/api-platform/plugins/authentication';
import { requireSelfIn } from './account-guards';
import type { AccountServices } from './account-services';
import { addressFieldsOf, childFieldsOf } from './personal-data';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** A member's addresses and children (§3 "User"). */
export function householdHandlers({ addresses, children, references }: AccountServices) {
  return {
    async listAddresses(req: Request<'listAddresses'>): Promise<Ok<'listAddresses'>> {
      const account = await requireSelfIn(req, req.params.id, req.church.id);
      return { enderecos: await addresses.list(account.id) };
    },

    async createAddress(req: Request<'createAddress'>, reply: FastifyReply): Promise<Ok<'createAddress'>> {
      const account = await requireSelf(req, req.params.id);
      const fields = await addressFieldsOf(req.body, references);
      void reply.code(201);
      return { endereco: await addresses.create(account.id, fields) };
    },

    async updateAddress(req: Request<'updateAddress'>): Promise<Ok<'updateAddress'>> {
      const account = await requireSelf(req, req.params.id);
      const updated = await addresses.update(account.id, req.params.addressId, await addressFieldsOf(req.body, references));
      if (!updated) throw notFound(`The account has no address ${req.params.addressId}.`);
      return { endereco: updated };
    },

    async deleteAddress(req: Request<'deleteAddress'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      if (!(await addresses.delete(account.id, req.params.addressId))) throw notFound(`The account has no address ${req.params.addressId}.`);
      return reply.code(204).send();
    },

    async listChildren(req: Request<'listChildren'>): Promise<Ok<'listChildren'>> {
      const account = await requireSelfIn(req, req.params.id, req.church.id);
      return { criancas: await children.list(account.id, req.church.id) };
    },

    async createChild(req: Request<'createChild'>, reply: FastifyReply): Promise<Ok<'createChild'>> {
      const account = await requireSelfIn(req, req.params.id, req.church.id);
      const fields = childFieldsOf(req.body);
      void reply.code(201);
      return { crianca: await children.create(account.id, req.church.id, fields) };
    },

    async updateChild(req: Request<'updateChild'>): Promise<Ok<'updateChild'>> {
      const account = await requireSelf(req, req.params.id);
      const updated = await children.update(account.id, req.params.childId, childFieldsOf(req.body));
      if (!updated) throw notFound(`The account has no child ${req.params.childId}.`);
      return { crianca: updated };
    },

    async deleteChild(req: Request<'deleteChild'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      if (!(await children.delete(account.id, req.params.childId))) throw notFound(`The account has no child ${req.params.childId}.`);
      return reply.code(204).send();
    },
  };
}
