import type { operations } from '@church/contracts-groups';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '@church/api-platform/db/database';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { notFound, ProblemError } from '@church/api-platform/http/problem';
import { forbidden, hasBearer, requireAccount, requireMemberOf } from '@church/api-platform/plugins/authentication';
import type { ChurchSiteLinks } from '@church/api-platform/mail/church-site-links';
import type { MailOutbox } from '@church/api-platform/mail/outbox';
import type { Membership } from '@church/api-platform/identity/membership';
import { mailLanguageOf } from '@church/api-platform/mail/templates';
import type { RateLimit, RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { StudyRepository } from '@church/api-modules/studies';
import { type AddressReader, mayReadExactAddress, personFor, presentGroup, VISITOR } from './address-visibility';
import { type GroupRecord, GroupsRepository } from './groups-repository';
import type { VisibilidadeEndereco } from './schema';
import { joinRequestMail } from './join-request-mail';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Join requests from one account, whatever the group: enough to ask a few groups, not to flood their leaders. */
export const JOIN_REQUESTS_PER_ACCOUNT: RateLimit = { name: 'celula-solicitacao:account', max: 10, windowSeconds: 60 * 60 };

export interface GroupsHandlerDeps {
  db: Database;
  groups: GroupsRepository;
  studies: StudyRepository;
  limiter: RateLimiter;
  siteLinks: ChurchSiteLinks;
  /** The outbox, inside the transaction that stores the join request. */
  outbox(db: Database): MailOutbox;
  membership: Membership;
}

function conflict(code: string, detail: string): ProblemError {
  return new ProblemError(409, 'Conflict', detail, { code });
}

/** Whether the account takes part in the group: its leader, the person responsible, or a member. */
async function participates(groups: GroupsRepository, group: GroupRecord, usuarioId: number) {
  const standing = await groups.standing(group.summary.id, usuarioId);
  return { participa: group.liderId === usuarioId || group.responsavelId === usuarioId || standing.membro, solicitacaoPendente: standing.solicitacaoPendente };
}

/** The small-group calls of §7 "Groups and studies": the groups, one group, its meeting records, and asking to join. */
export function groupsHandlers({ db, groups, studies, limiter, siteLinks, outbox, membership }: GroupsHandlerDeps) {
  const groupOf = async (igrejaId: number, id: number) => {
    const group = await groups.find(igrejaId, id);
    if (!group) throw notFound(`The church has no group ${id}.`);
    return group;
  };

  /** The group, for one of its participants or the church's staff only: 401 without a token, 403 for others. */
  const groupForMeetings = async (req: FastifyRequest, igrejaId: number, id: number) => {
    const account = await requireAccount(req);
    const group = await groupOf(igrejaId, id);
    const { participa } = await participates(groups, group, account.id);
    if (!participa && !(await membership.isStaff(igrejaId, account.id))) throw forbidden("Only the group's participants and the church's staff may read its meetings.");
    return group;
  };

  /**
   * Who reads, as far as the church's groups' addresses are concerned (only what the setting needs is
   * looked up): a visitor without an account; the account's membership of the church, staff role and
   * the groups it takes part in or was accepted to. Another church's member is a visitor here.
   */
  const readerOf = async (req: FastifyRequest, igrejaId: number, accountId: number | null, setting: VisibilidadeEndereco): Promise<AddressReader> => {
    if (accountId === null || setting === 'todos') return VISITOR;
    const [churchAccount, staff, participatesIn] = await Promise.all([
      req.server.authentication.activeMembership(accountId, igrejaId),
      setting === 'participantes' ? membership.isStaff(igrejaId, accountId) : false,
      setting === 'participantes' ? groups.groupsOpenTo(igrejaId, accountId) : new Set<number>(),
    ]);
    if (!churchAccount) return VISITOR;
    return { member: true, staff, participatesIn };
  };

  return {
    async listCelulas(req: Request<'listCelulas'>): Promise<Ok<'listCelulas'>> {
      const igrejaId = req.church.id;
      const own = req.query.usuario === 1 ? await requireMemberOf(req, igrejaId) : null;
      // A token, when sent, must be valid: a member's list may show what a visitor's does not.
      const account = own ?? (hasBearer(req) ? await requireAccount(req) : null);
      const [places, { chaveGoogleMaps, visibilidadeEndereco }] = await Promise.all([groups.list(igrejaId, own?.id), groups.configuration(igrejaId)]);
      const reader = await readerOf(req, igrejaId, account?.id ?? null, visibilidadeEndereco);
      return {
        celulas: places.map((place) => presentGroup(place, mayReadExactAddress(visibilidadeEndereco, reader, place.id), visibilidadeEndereco)),
        configuracao: { chaveGoogleMaps },
      };
    },

    async getCelula(req: Request<'getCelula'>): Promise<Ok<'getCelula'>> {
      const igrejaId = req.church.id;
      // A token, when sent, must be valid: the page then says where the member stands.
      const account = hasBearer(req) ? await requireAccount(req) : null;
      const group = await groupOf(igrejaId, req.params.id);
      const [standing, staff, churchMember, configuration, { visibilidadeEndereco }] = await Promise.all([
        account ? participates(groups, group, account.id) : null,
        account ? membership.isStaff(igrejaId, account.id) : false,
        account ? req.server.authentication.activeMembership(account.id, igrejaId) : null,
        studies.configuration(igrejaId),
        groups.configuration(igrejaId),
      ]);
      const reader = await readerOf(req, igrejaId, account?.id ?? null, visibilidadeEndereco);
      const exact = mayReadExactAddress(visibilidadeEndereco, reader, group.summary.id);
      const estudos = configuration.flagConteudoPublico || churchMember ? await groups.studiesOf(igrejaId, group.summary.id) : [];
      return {
        celula: {
          ...presentGroup(group.summary, exact, visibilidadeEndereco),
          descricao: group.descricao,
          ...(group.responsavel ? { responsavel: personFor(group.responsavel, exact) } : {}),
          estudos,
          ...(standing ? { participacao: { ...standing, acessoReunioes: standing.participa || staff } } : {}),
        },
      };
    },

    async listReunioesCelula(req: Request<'listReunioesCelula'>): Promise<Ok<'listReunioesCelula'>> {
      const group = await groupForMeetings(req, req.church.id, req.params.id);
      const page = pageOf(req.query);
      const { items, total } = await groups.meetings(group.summary.id, page);
      return { celula: { id: group.summary.id, nome: group.summary.nome }, registros: items, total, ...page };
    },

    async getReuniaoCelula(req: Request<'getReuniaoCelula'>): Promise<Ok<'getReuniaoCelula'>> {
      const group = await groupForMeetings(req, req.church.id, req.params.id);
      const registro = await groups.meeting(group.summary.id, req.params.registroId);
      if (!registro) throw notFound(`The group has no meeting record ${req.params.registroId}.`);
      return { celula: { id: group.summary.id, nome: group.summary.nome }, registro };
    },

    async createSolicitacaoCelula(req: Request<'createSolicitacaoCelula'>, reply: FastifyReply): Promise<Ok<'createSolicitacaoCelula'>> {
      const church = req.church;
      const member = await requireMemberOf(req, church.id);
      await limiter.hit(JOIN_REQUESTS_PER_ACCOUNT, String(member.id));
      const group = await groupOf(church.id, req.body.celula).catch((error: unknown) => {
        if (error instanceof ProblemError && error.status === 404) {
          throw new ProblemError(404, 'Not Found', error.detail, { errors: [{ field: 'body.celula', message: 'The church has no such group.' }] });
        }
        throw error;
      });
      const standing = await participates(groups, group, member.id);
      if (standing.participa) throw conflict('CELULA_JA_PARTICIPA', 'The account already takes part in this group.');
      const mensagem = req.body.mensagem?.trim() || null;
      // The leader is told; a group without one, the person responsible.
      const contactId = group.liderId ?? group.responsavelId;
      const [requester, contact] = await Promise.all([groups.person(member.id), contactId === null ? null : groups.person(contactId)]);
      if (!requester) throw notFound('The account no longer exists.');
      const url = `${await siteLinks.siteOf(church, req.hostname)}/groups/${group.summary.id}`;

      // The request and the leader's e-mail are written together: a request whose e-mail could not be
      // queued is not left behind to say "already asked".
      const created = await db.transaction(async (tx) => {
        const request = await new GroupsRepository(tx).requestToJoin(group.summary.id, member.id, mensagem);
        if (!request) return null;
        if (contact) {
          const mail = joinRequestMail(
            {
              language: mailLanguageOf(church.idioma),
              churchName: church.nome,
              leaderFirstName: contact.primeiroNome,
              groupName: group.summary.nome,
              requester: { nome: requester.nome, email: requester.email, telefone: requester.telefone },
              mensagem,
            },
            url,
          );
          await outbox(tx).enqueue({ igrejaId: church.id, fromName: church.nome, to: contact.email, ...mail });
        }
        return request;
      });
      if (!created) throw conflict('CELULA_SOLICITACAO_PENDENTE', 'The account has asked to join this group already; the request is waiting for the leader.');
      void reply.code(201);
      return {
        solicitacao: {
          id: created.id,
          celula: { id: group.summary.id, nome: group.summary.nome },
          situacao: 'pendente',
          dataCadastro: created.dataCadastro.toISOString(),
        },
      };
    },
  };
}
