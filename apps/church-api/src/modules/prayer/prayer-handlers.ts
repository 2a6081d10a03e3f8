import type { OracaoDetalhe, OracaoInput, operations } from '@church/contracts-prayer';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { pageOf } from '@church/api-platform/http/paging';
import { forbidden, hasBearer, requireAccount, requireMemberOf, type SignedInAccount } from '@church/api-platform/plugins/authentication';
import { notFound } from '@church/api-platform/http/problem';
import { badField, MESSAGES } from '@church/api-platform/field-rules';
import type { Membership } from '@church/api-platform/identity/membership';
import type { ImageStorage } from '@church/api-platform/images/image-files';
import { acceptUploadedImage } from '@church/api-platform/images/image-reencoding';
import type { RateLimit, RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { PrayerRecord, PrayerRepository } from './prayer-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** Requests a member files: enough for a family's worries, not for flooding the wall. */
export const REQUESTS_PER_MEMBER: RateLimit = { name: 'prayer:member', max: 10, windowSeconds: 60 * 60 };
/** Requests filed from one address, whoever is signed in: a church office's or a retreat's Wi-Fi fits, a script with many accounts does not. */
export const REQUESTS_PER_ADDRESS: RateLimit = { name: 'prayer:address', max: 60, windowSeconds: 60 * 60 };
/** Messages a member leaves: a conversation fits, spam does not. */
export const MESSAGES_PER_MEMBER: RateLimit = { name: 'prayer-message:member', max: 10, windowSeconds: 5 * 60 };
/** Messages left from one address, whoever is signed in. */
export const MESSAGES_PER_ADDRESS: RateLimit = { name: 'prayer-message:address', max: 100, windowSeconds: 15 * 60 };
/** "I prayed" from a member, repeats included: going down a long wall fits, a loop does not. */
export const PRAYERS_PER_MEMBER: RateLimit = { name: 'prayer-pray:member', max: 120, windowSeconds: 15 * 60 };
/** "I prayed" from one address, whoever is signed in: a congregation on the church's Wi-Fi fits. */
export const PRAYERS_PER_ADDRESS: RateLimit = { name: 'prayer-pray:address', max: 600, windowSeconds: 15 * 60 };

export interface PrayerHandlerDeps {
  prayers: PrayerRepository;
  images: ImageStorage;
  limiter: RateLimiter;
  membership: Membership;
  /** Whether the church is active and has the prayer wall (MOD_MURAL_ORACAO) on, from the tenant cache. */
  wallIsOn: (igrejaId: number) => Promise<boolean>;
}

/** Who reads: a visitor (null), or a signed-in account and whether it is the church's staff. */
type Reader = { account: SignedInAccount; staff: boolean } | null;

function mayRead(record: PrayerRecord, reader: Reader): boolean {
  return record.oracao.flagPublicarMural || (reader !== null && (reader.account.id === record.usuarioId || reader.staff));
}

/** Text a member typed, trimmed; blank is "required", naming the field. */
function text(value: string, field: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw badField(field, MESSAGES.required);
  return trimmed;
}

/**
 * The prayer calls (§7 "Other content", MOD_MURAL_ORACAO): the motives, the wall, a request with its
 * messages, filing one (multipart, with a picture), a message, "I prayed", deleting one's own, and the
 * member's requests. A request off the wall is its author's and the staff's: for anyone else it does
 * not exist.
 */
export function prayerHandlers({ prayers, images, limiter, membership, wallIsOn }: PrayerHandlerDeps) {
  const ensureOn = async (igrejaId: number) => {
    if (!(await wallIsOn(igrejaId))) throw notFound('This church has no prayer wall.');
  };

  const readerOf = async (req: FastifyRequest, igrejaId: number): Promise<Reader> => {
    if (!hasBearer(req)) return null;
    const account = await requireAccount(req);
    return { account, staff: await membership.isStaff(igrejaId, account.id) };
  };

  /** The request, when the reader may read it; 404 otherwise (a private request of someone else's is not told apart). */
  const readable = async (igrejaId: number, id: number, reader: Reader): Promise<PrayerRecord> => {
    const record = await prayers.find(igrejaId, id);
    if (!record || !mayRead(record, reader)) throw notFound(`This church has no prayer request ${id}.`);
    return record;
  };

  const detail = async (igrejaId: number, record: PrayerRecord, reader: Reader): Promise<OracaoDetalhe> => {
    const [mensagens, flagOrou] = await Promise.all([
      prayers.messages(igrejaId, record.oracao.id),
      reader ? prayers.hasPrayed(record.oracao.id, reader.account.id) : Promise.resolve(false),
    ]);
    const flagAutor = reader?.account.id === record.usuarioId;
    const contact = flagAutor || reader?.staff ? { flagReceberLigacao: record.flagReceberLigacao, flagReceberVisita: record.flagReceberVisita } : {};
    return { ...record.oracao, mensagens, flagOrou, flagAutor, ...contact };
  };

  /** The church of a request named only by its id (messages, prayers): it must be active with the wall on. */
  const churchOfRequest = async (id: number): Promise<number> => {
    const igrejaId = await prayers.churchOf(id);
    if (igrejaId === null || !(await wallIsOn(igrejaId))) throw notFound(`There is no prayer request ${id}.`);
    return igrejaId;
  };

  /** A member of the request's church who may read it. */
  const memberWhoReads = async (req: FastifyRequest, id: number) => {
    const igrejaId = await churchOfRequest(id);
    const reader = await readerOf(req, igrejaId);
    if (!reader) await requireAccount(req);
    const record = await readable(igrejaId, id, reader);
    const member = await requireMemberOf(req, igrejaId);
    return { igrejaId, record, member };
  };

  /** The uploaded picture's bytes, not decoded yet; null when none was sent. */
  const uploadedPicture = (req: FastifyRequest, sent: OracaoInput): Buffer | null => {
    const file = req.uploadedFiles?.find((candidate) => candidate.field === 'imagem');
    if (!file) {
      if (sent.imagem !== undefined) throw badField('body.imagem', 'Envie a imagem como arquivo.', 'The picture must be sent as a file.');
      return null;
    }
    return file.data.length === 0 ? null : file.data;
  };

  /** Counts one call against the address's and the member's limits (429 past either), before any work it asks for. */
  const countAgainstLimits = async (req: FastifyRequest, limits: { address: RateLimit; member: RateLimit }, memberId: number) => {
    await limiter.hit(limits.address, req.ip);
    await limiter.hit(limits.member, String(memberId));
  };

  return {
    async listOracaoMotivos(req: Request<'listOracaoMotivos'>): Promise<Ok<'listOracaoMotivos'>> {
      await ensureOn(req.church.id);
      return { oracaoMotivos: await prayers.motives(req.church.id) };
    },

    async listOracoesMural(req: Request<'listOracoesMural'>): Promise<Ok<'listOracoesMural'>> {
      await ensureOn(req.church.id);
      const page = pageOf(req.query);
      const { items, total } = await prayers.wall(req.church.id, page);
      return { oracoes: items, total, ...page };
    },

    async getOracao(req: Request<'getOracao'>): Promise<Ok<'getOracao'>> {
      const igrejaId = req.church.id;
      await ensureOn(igrejaId);
      const reader = await readerOf(req, igrejaId);
      const record = await readable(igrejaId, req.params.id, reader);
      return { oracao: await detail(igrejaId, record, reader) };
    },

    async deleteOracao(req: Request<'deleteOracao'>, reply: FastifyReply): Promise<void> {
      const igrejaId = req.church.id;
      await ensureOn(igrejaId);
      const account = await requireAccount(req);
      const reader = { account, staff: await membership.isStaff(igrejaId, account.id) };
      const record = await readable(igrejaId, req.params.id, reader);
      if (record.usuarioId !== account.id) throw forbidden('Only its author may delete a prayer request.');
      const deleted = await prayers.delete(igrejaId, req.params.id, account.id);
      if (!deleted) throw notFound(`This church has no prayer request ${req.params.id}.`);
      if (deleted.imagem?.url) await images.remove(deleted.imagem.url);
      return reply.code(204).send();
    },

    async createOracao(req: Request<'createOracao'>, reply: FastifyReply): Promise<Ok<'createOracao'>> {
      const igrejaId = req.church.id;
      await ensureOn(igrejaId);
      const member = await requireMemberOf(req, igrejaId);
      const sent = req.body as OracaoInput;
      const nome = text(sent.nome, 'body.nome');
      const mensagem = text(sent.mensagem, 'body.mensagem');
      const oracaoMotivoId = sent.idOracaoMotivo ? Number(sent.idOracaoMotivo) : null;
      if (oracaoMotivoId !== null && !(await prayers.isMotiveOf(igrejaId, oracaoMotivoId))) {
        throw badField('body.idOracaoMotivo', 'Escolha um dos motivos da igreja.', 'The motive is not one of the church’s.');
      }
      const upload = uploadedPicture(req, sent);
      // Counted before the picture is decoded and re-encoded: a refused upload costs no decoding.
      await countAgainstLimits(req, { address: REQUESTS_PER_ADDRESS, member: REQUESTS_PER_MEMBER }, member.id);
      // Checked by its content and re-encoded without metadata.
      const picture = upload ? await acceptUploadedImage(upload, 'body.imagem') : null;
      const imagem = picture ? { url: await images.save(`oracao/${igrejaId}`, picture.image, picture.data), largura: picture.image.width, altura: picture.image.height } : null;
      let id: number;
      try {
        id = await prayers.create({
          igrejaId,
          usuarioId: member.id,
          nome,
          oracaoMotivoId,
          mensagem,
          imagem,
          flagPublicarMural: sent.flagPublicarMural === 'true',
          flagReceberLigacao: sent.flagReceberLigacao === 'true',
          flagReceberVisita: sent.flagReceberVisita === 'true',
        });
      } catch (error) {
        if (imagem) await images.remove(imagem.url);
        throw error;
      }
      const record = await prayers.find(igrejaId, id);
      if (!record) throw new Error(`The prayer request ${id} was stored but cannot be read`);
      void reply.code(201);
      return { oracao: await detail(igrejaId, record, { account: member, staff: false }) };
    },

    async createOracaoMensagem(req: Request<'createOracaoMensagem'>, reply: FastifyReply): Promise<Ok<'createOracaoMensagem'>> {
      const mensagem = text(req.body.mensagem, 'body.mensagem');
      const { igrejaId, record, member } = await memberWhoReads(req, req.body.idOracao);
      await countAgainstLimits(req, { address: MESSAGES_PER_ADDRESS, member: MESSAGES_PER_MEMBER }, member.id);
      const added = await prayers.addMessage(record.oracao.id, member.id, mensagem);
      if (record.oracao.flagPublicarMural) await prayers.announceWallChange(igrejaId);
      void reply.code(201);
      return { mensagem: added };
    },

    async orarPorOracao(req: Request<'orarPorOracao'>): Promise<Ok<'orarPorOracao'>> {
      const { igrejaId, record, member } = await memberWhoReads(req, req.body.idOracao);
      await countAgainstLimits(req, { address: PRAYERS_PER_ADDRESS, member: PRAYERS_PER_MEMBER }, member.id);
      const { added, qtdeOracoes } = await prayers.pray(record.oracao.id, member.id);
      // Saying it again adds nothing: the church's pages have not changed.
      if (added && record.oracao.flagPublicarMural) await prayers.announceWallChange(igrejaId);
      return { idOracao: record.oracao.id, qtdeOracoes, flagOrou: true };
    },

    async listMinhasOracoes(req: Request<'listMinhasOracoes'>): Promise<Ok<'listMinhasOracoes'>> {
      const account = await requireAccount(req);
      await ensureOn(req.church.id);
      const page = pageOf(req.query);
      const { items, total } = await prayers.mine(req.church.id, account.id, page);
      return { oracoes: items, total, ...page };
    },
  };
}
