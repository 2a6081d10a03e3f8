import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, ProblemError } from '../../http/problem';
import { requireAccount, requireMemberOf, requireSelf } from '../../plugins/authentication';
import { AccountRepository, toUsuario } from './account-repository';
import type { AccountServices } from './account-services';
import { FieldErrors, isStrongPassword, MESSAGES } from './field-rules';
import type { AccountOk as Ok, AccountRequest as Request } from './handler-types';
import { sniffImage } from './image-files';
import { deletionRequestMail, mailLanguageOf } from './mail/templates';
import { hashPassword, verifyPassword } from './passwords';
import { addressFieldsOf, childFieldsOf, personalFieldsOf } from './personal-data';

/** The upload the multipart hook read for a request (see account-uploads.ts). */
export interface UploadedFile {
  field: string;
  data: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploadedFiles?: UploadedFile[];
  }
}

function badField(field: string, message: string, detail = message): ProblemError {
  return new ProblemError(400, 'Bad Request', detail, { code: 'VALIDATION', errors: [{ field, message }] });
}

/** The §7 "User and security" calls of a signed-in member: the account, its church data and its lists. */
export function memberAccountHandlers(services: AccountServices) {
  const { accounts, sessions, outbox, images } = services;

  async function accountRow(id: number) {
    const row = await accounts.findById(id);
    if (!row) throw notFound('The account no longer exists.');
    return row;
  }

  async function requireChurch(id: number) {
    const church = await accounts.churchById(id);
    if (!church) throw notFound(`No church has the id ${id}.`);
    return church;
  }

  /** The path's account must be the signed-in one, and (when given) a member of the church. */
  async function selfInChurch(request: FastifyRequest, id: number, igrejaId?: number) {
    const account = await requireSelf(request, id);
    if (igrejaId !== undefined) {
      await requireChurch(igrejaId);
      await requireMemberOf(request, igrejaId);
    }
    return account;
  }

  return {
    async getMe(req: Request<'getMe'>): Promise<Ok<'getMe'>> {
      const account = await requireAccount(req);
      return { usuario: toUsuario(await accountRow(account.id)) };
    },

    async changePassword(req: Request<'changePassword'>, reply: FastifyReply): Promise<void> {
      const account = await requireAccount(req);
      const row = await accountRow(account.id);
      if (!(await verifyPassword(row.senhaHash, req.body.senhaAtual))) {
        throw badField('body.senhaAtual', 'A senha atual está incorreta.');
      }
      if (!isStrongPassword(req.body.novaSenha)) throw badField('body.novaSenha', MESSAGES.password);
      await accounts.setPassword(account.id, await hashPassword(req.body.novaSenha));
      // Other sessions end; this one (its refresh-token family) continues.
      if (account.sessionId) await sessions.endSessions(account.id, account.sessionId);
      return reply.code(204).send();
    },

    async updateAccount(req: Request<'updateAccount'>): Promise<Ok<'updateAccount'>> {
      const account = await requireAccount(req);
      const errors = new FieldErrors();
      const congregacaoId = req.body.idCongregacao ?? null;
      let congregationChurch: number | null = null;
      if (congregacaoId !== null) {
        congregationChurch = await accounts.congregationChurch(congregacaoId);
        const member = congregationChurch !== null && (await accounts.activeChurchIds(account.id)).includes(congregationChurch);
        if (!member) errors.add('body.idCongregacao', 'Congregação de uma igreja da qual a conta não é membro.');
      }
      const personal = await personalFieldsOf(req.body, accounts, { exceptAccountId: account.id, errors, brazilId: await accounts.brazilId() });
      const updated = await accounts.updatePersonal(account.id, personal);
      if (congregacaoId !== null && congregationChurch !== null) await accounts.setCongregation(account.id, congregationChurch, congregacaoId);
      return { usuario: toUsuario(updated) };
    },

    async listChurchAccounts(req: Request<'listChurchAccounts'>): Promise<Ok<'listChurchAccounts'>> {
      const account = await requireSelf(req, req.params.id);
      return { usuarios: await accounts.listChurchAccounts(account.id, { igrejaId: req.query.cliente, organizacao: req.query.organizacao }) };
    },

    async listDocuments(req: Request<'listDocuments'>): Promise<Ok<'listDocuments'>> {
      const account = await requireSelf(req, req.params.id);
      const row = await accountRow(account.id);
      return { documentos: row.cpf ? [{ tipo: 'CPF' as const, numero: row.cpf }] : [] };
    },

    async listRoles(req: Request<'listRoles'>): Promise<Ok<'listRoles'>> {
      const account = await selfInChurch(req, req.params.id, req.query.igreja);
      return { userIgrejaRoles: await accounts.listRoles(account.id, { igrejaId: req.query.igreja, organizacao: req.query.organizacao }) };
    },

    async listCustomFields(req: Request<'listCustomFields'>): Promise<Ok<'listCustomFields'>> {
      const account = await selfInChurch(req, req.params.id, req.query.igreja);
      return { camposPersonalizados: await accounts.listCustomFields(account.id, req.query.igreja) };
    },

    async listNotifications(req: Request<'listNotifications'>): Promise<Ok<'listNotifications'>> {
      await requireChurch(req.params.id);
      const account = await requireMemberOf(req, req.params.id);
      const { items, total } = await accounts.listNotifications(account.id, req.params.id, {
        page: req.query.page ?? 1,
        limit: req.query.limit ?? 30,
      });
      return { notificacoes: items, total };
    },

    async requestAccountDeletion(req: Request<'requestAccountDeletion'>, reply: FastifyReply): Promise<Ok<'requestAccountDeletion'>> {
      const account = await selfInChurch(req, req.params.id, req.query.igreja);
      const row = await accountRow(account.id);
      if (!(await verifyPassword(row.senhaHash, req.body.senha))) throw badField('body.senha', 'Senha incorreta.');
      const church = await requireChurch(req.query.igreja);
      const pedido = await accounts.createDeletionRequest(account.id, church.id);
      const mail = deletionRequestMail({ language: mailLanguageOf(church.idioma), churchName: church.nome, firstName: row.nome }, pedido.id);
      await outbox.enqueue({ igrejaId: church.id, fromName: church.nome, to: row.email, ...mail });
      void reply.code(201);
      return { pedidoExclusao: pedido };
    },

    async changeChurch(req: Request<'changeChurch'>): Promise<Ok<'changeChurch'>> {
      const account = await requireAccount(req);
      const target = await requireChurch(req.body.idIgreja);
      if (!target.flagAtivo) throw badField('body.idIgreja', 'Esta igreja não está ativa.');
      const current = await accounts.churchesByIds(await accounts.activeChurchIds(account.id));
      if (!current.some((church) => church.organizacaoId === target.organizacaoId)) {
        throw badField('body.idIgreja', 'A conta só pode trocar para uma igreja da mesma organização.');
      }
      const usuarioIgreja = await accounts.db.transaction(async (tx) => {
        const scoped = new AccountRepository(tx as unknown as typeof accounts.db);
        const joined = await scoped.joinChurch(account.id, target.id, {});
        await scoped.leaveOrganizationChurches(account.id, target.organizacaoId, target.id);
        return joined;
      });
      return { usuarioIgreja };
    },

    async listAddresses(req: Request<'listAddresses'>): Promise<Ok<'listAddresses'>> {
      const account = await selfInChurch(req, req.params.id, req.query.cliente);
      return { enderecos: await accounts.listAddresses(account.id) };
    },

    async createAddress(req: Request<'createAddress'>, reply: FastifyReply): Promise<Ok<'createAddress'>> {
      const account = await requireSelf(req, req.params.id);
      const fields = await addressFieldsOf(req.body, accounts, await accounts.brazilId());
      void reply.code(201);
      return { endereco: await accounts.createAddress(account.id, fields) };
    },

    async updateAddress(req: Request<'updateAddress'>): Promise<Ok<'updateAddress'>> {
      const account = await requireSelf(req, req.params.id);
      const fields = await addressFieldsOf(req.body, accounts, await accounts.brazilId());
      const updated = await accounts.updateAddress(account.id, req.params.addressId, fields);
      if (!updated) throw notFound(`The account has no address ${req.params.addressId}.`);
      return { endereco: updated };
    },

    async deleteAddress(req: Request<'deleteAddress'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      if (!(await accounts.deleteAddress(account.id, req.params.addressId))) throw notFound(`The account has no address ${req.params.addressId}.`);
      return reply.code(204).send();
    },

    async listChildren(req: Request<'listChildren'>): Promise<Ok<'listChildren'>> {
      const account = await selfInChurch(req, req.params.id, req.query.cliente);
      return { criancas: await accounts.listChildren(account.id, req.query.cliente) };
    },

    async createChild(req: Request<'createChild'>, reply: FastifyReply): Promise<Ok<'createChild'>> {
      const account = await selfInChurch(req, req.params.id, req.query.igreja);
      const fields = childFieldsOf(req.body);
      void reply.code(201);
      return { crianca: await accounts.createChild(account.id, req.query.igreja, fields) };
    },

    async updateChild(req: Request<'updateChild'>): Promise<Ok<'updateChild'>> {
      const account = await requireSelf(req, req.params.id);
      const updated = await accounts.updateChild(account.id, req.params.childId, childFieldsOf(req.body));
      if (!updated) throw notFound(`The account has no child ${req.params.childId}.`);
      return { crianca: updated };
    },

    async deleteChild(req: Request<'deleteChild'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      if (!(await accounts.deleteChild(account.id, req.params.childId))) throw notFound(`The account has no child ${req.params.childId}.`);
      return reply.code(204).send();
    },

    async uploadAccountImage(req: Request<'uploadAccountImage'>): Promise<Ok<'uploadAccountImage'>> {
      const account = await requireSelf(req, req.params.id);
      const file = req.uploadedFiles?.find((f) => f.field === 'imagem');
      if (!file || file.data.length === 0) throw badField('body.imagem', MESSAGES.required);
      const image = sniffImage(file.data);
      if (!image) {
        throw new ProblemError(415, 'Unsupported Media Type', 'The picture must be a JPEG, PNG or WebP image.', {
          code: 'IMG_UNSUPPORTED_TYPE',
          errors: [{ field: 'body.imagem', message: 'Envie uma imagem JPEG, PNG ou WebP.' }],
        });
      }
      const row = await accountRow(account.id);
      const url = await images.save(`usuario/${account.id}`, image, file.data);
      const imagem = { url, largura: image.width, altura: image.height };
      await accounts.setImage(account.id, imagem);
      if (row.imagem?.url) await images.remove(row.imagem.url);
      return { imagem };
    },

    async deleteAccountImage(req: Request<'deleteAccountImage'>, reply: FastifyReply): Promise<void> {
      const account = await requireSelf(req, req.params.id);
      const row = await accountRow(account.id);
      await accounts.setImage(account.id, null);
      if (row.imagem?.url) await images.remove(row.imagem.url);
      return reply.code(204).send();
    },
  };
}
