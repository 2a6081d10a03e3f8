import type { operations } from '@church/contracts-member-card';
import type { FastifyReply } from 'fastify';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import type { RateLimit, RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { ChurchSummary } from '@church/api-platform/tenancy/church-repository';
import { applePass } from './apple-pass';
import type { CardCodes } from './card-code';
import { googleWalletSaveUrl } from './google-wallet';
import type { WalletConfigRepository } from './wallet-config';
import type { MemberCardRepository, StoredCard } from './member-card-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** §8 "member card data not found": the one answer for a card that is not there and one the caller may not see. */
export const CARD_NOT_FOUND = 'CARTEIRINHA_NAO_ENCONTRADA';
const cardNotFound = () => new ProblemError(404, 'Not Found', 'Member card data not found.', { code: CARD_NOT_FOUND });
/** The church offers no such wallet pass (it has not configured it). */
export const WALLET_NOT_CONFIGURED = 'CARTEIRA_NAO_CONFIGURADA';
const walletNotConfigured = () => new ProblemError(404, 'Not Found', 'This church offers no such wallet pass.', { code: WALLET_NOT_CONFIGURED });
const walletUnavailable = () => new ProblemError(503, 'Service Unavailable', "The church's wallet pass cannot be made now.", { code: 'CARTEIRA_INDISPONIVEL' });

const MINUTES = 60;
export const MEMBER_CARD_LIMITS = {
  /** Checks of codes from one address: a door steward scans a congregation, nobody walks the code space. */
  verifyPerAddress: { name: 'member-card-verify:address', max: 120, windowSeconds: 15 * MINUTES },
  /** New codes asked for by one member. */
  rotatePerMember: { name: 'member-card-rotate:member', max: 10, windowSeconds: 60 * MINUTES },
} satisfies Record<string, RateLimit>;

interface MemberCardDeps {
  cards: MemberCardRepository;
  codes: CardCodes;
  membership: Membership;
  limiter: RateLimiter;
  wallets: WalletConfigRepository;
  /** The church's site origin for a request (its own host names only: see churchSiteOrigin). */
  siteOf(church: ChurchSummary, requestHostname: string): Promise<string>;
  /** The church's colour (its app colour, `#rrggbb`). */
  colourOf(churchId: number): Promise<string>;
}

/**
 * The member card's calls (§7 `GET /usuario-carteirinha/?usuario&igreja`, the check of a card's code and
 * its rotation). A card is read by the member themself or the church's staff; anyone else gets §8's
 * "member card data not found", never a sign that the card exists. Every read names the church.
 */
export function memberCardHandlers({ cards, codes, membership, limiter, wallets, siteOf, colourOf }: MemberCardDeps) {
  const answer = async ({ referencia, versao, ...card }: StoredCard): Promise<Ok<'rotateCodigoUsuarioCarteirinha'>> => ({
    ...withOptionalImage(card),
    codigoVerificacao: await codes.sign(card.igreja, { referencia, versao }),
  });

  /** The signed-in member's own card: a pass goes to its holder's own wallet, so staff reading cards get none. */
  const ownCard = async (req: Request<'getGoogleWalletCarteirinha'> | Request<'getApplePassCarteirinha'>): Promise<StoredCard> => {
    const account = await requireAccount(req);
    const card = account.id === req.query.usuario ? await cards.cardOf(req.church.id, req.query.usuario) : null;
    if (!card) throw cardNotFound();
    return card;
  };

  /** The church's configuration of a wallet; 404 without one, 503 when its key does not open here (logged, never shown). */
  const walletConfig = async <T>(req: { log: FastifyReply['log'] }, read: () => Promise<T | null>): Promise<T> => {
    let config: T | null;
    try {
      config = await read();
    } catch (error) {
      req.log.error({ err: error }, "member-card: the church's wallet key does not open");
      throw walletUnavailable();
    }
    if (!config) throw walletNotConfigured();
    return config;
  };

  return {
    async listUsuarioCarteirinhas(req: Request<'listUsuarioCarteirinhas'>): Promise<Ok<'listUsuarioCarteirinhas'>> {
      const account = await requireAccount(req);
      const churchId = req.church.id;
      const allowed = account.id === req.query.usuario || (await membership.isStaff(churchId, account.id));
      const card = allowed ? await cards.cardOf(churchId, req.query.usuario) : null;
      if (!card) throw cardNotFound();
      return { usuarioCarteirinhas: [await answer(card)] };
    },

    async getCarteirasDigitaisCarteirinha(req: Request<'getCarteirasDigitaisCarteirinha'>): Promise<Ok<'getCarteirasDigitaisCarteirinha'>> {
      await requireAccount(req);
      return wallets.available(req.church.id);
    },

    async getGoogleWalletCarteirinha(req: Request<'getGoogleWalletCarteirinha'>): Promise<Ok<'getGoogleWalletCarteirinha'>> {
      const card = await ownCard(req);
      const config = await walletConfig(req, () => wallets.google(req.church.id));
      const url = await googleWalletSaveUrl(config, {
        churchCode: req.church.codigo,
        churchName: req.church.nome,
        language: req.church.idioma,
        origin: await siteOf(req.church, req.hostname),
        memberName: `${card.nome} ${card.sobrenome}`.trim(),
        reference: card.referencia,
        code: await codes.sign(card.igreja, { referencia: card.referencia, versao: card.versao }),
      });
      return { url };
    },

    /** The card as an Apple Wallet pass, signed with the church's pass type certificate. */
    async getApplePassCarteirinha(req: Request<'getApplePassCarteirinha'>, reply: FastifyReply): Promise<Buffer> {
      const card = await ownCard(req);
      const config = await walletConfig(req, () => wallets.apple(req.church.id));
      const pass = await applePass(config, {
        churchName: req.church.nome,
        language: req.church.idioma,
        colour: await colourOf(req.church.id),
        memberName: `${card.nome} ${card.sobrenome}`.trim(),
        congregation: card.congregacao?.nome ?? null,
        reference: card.referencia,
        code: await codes.sign(card.igreja, { referencia: card.referencia, versao: card.versao }),
      });
      void reply
        .type('application/vnd.apple.pkpass')
        .header('content-disposition', `attachment; filename="${req.church.codigo}-member-card.pkpass"`)
        .header('cache-control', 'private, no-store');
      return pass;
    },

    async rotateCodigoUsuarioCarteirinha(req: Request<'rotateCodigoUsuarioCarteirinha'>): Promise<Ok<'rotateCodigoUsuarioCarteirinha'>> {
      const account = await requireAccount(req);
      await limiter.hit(MEMBER_CARD_LIMITS.rotatePerMember, String(account.id));
      const card = await cards.rotate(req.church.id, account.id);
      if (!card) throw cardNotFound();
      return answer(card);
    },

    async verifyUsuarioCarteirinha(req: Request<'verifyUsuarioCarteirinha'>): Promise<Ok<'verifyUsuarioCarteirinha'>> {
      await limiter.hit(MEMBER_CARD_LIMITS.verifyPerAddress, req.ip);
      const code = await codes.verify(req.church.id, req.params.codigo);
      const holder = code ? await cards.holderOf(req.church.id, code.referencia, code.versao) : null;
      if (!holder) return { valida: false };
      return { valida: true, ...withOptionalImage(holder) };
    },

    async getChavePublicaCarteirinha(): Promise<Ok<'getChavePublicaCarteirinha'>> {
      return { algoritmo: 'Ed25519', chave: await codes.publicKey() };
    },
  };
}
