import type { operations } from '@church/contracts-member-card';
import type { OperationOk, OperationRequest } from '@church/api-platform/http/operation';
import { withOptionalImage } from '@church/api-platform/http/optional-image';
import { ProblemError } from '@church/api-platform/http/problem';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import type { RateLimit, RateLimiter } from '@church/api-platform/rate-limits/rate-limiter';
import type { CardCodes } from './card-code';
import type { MemberCardRepository, StoredCard } from './member-card-repository';

type Request<Op extends keyof operations> = OperationRequest<operations, Op>;
type Ok<Op extends keyof operations> = OperationOk<operations, Op>;

/** §8 "member card data not found": the one answer for a card that is not there and one the caller may not see. */
export const CARD_NOT_FOUND = 'CARTEIRINHA_NAO_ENCONTRADA';
const cardNotFound = () => new ProblemError(404, 'Not Found', 'Member card data not found.', { code: CARD_NOT_FOUND });

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
}

/**
 * The member card's calls (§7 `GET /usuario-carteirinha/?usuario&igreja`, the check of a card's code and
 * its rotation). A card is read by the member themself or the church's staff; anyone else gets §8's
 * "member card data not found", never a sign that the card exists. Every read names the church.
 */
export function memberCardHandlers({ cards, codes, membership, limiter }: MemberCardDeps) {
  const answer = async ({ referencia, versao, ...card }: StoredCard): Promise<Ok<'rotateCodigoUsuarioCarteirinha'>> => ({
    ...withOptionalImage(card),
    codigoVerificacao: await codes.sign(card.igreja, { referencia, versao }),
  });

  return {
    async listUsuarioCarteirinhas(req: Request<'listUsuarioCarteirinhas'>): Promise<Ok<'listUsuarioCarteirinhas'>> {
      const account = await requireAccount(req);
      const churchId = req.church.id;
      const allowed = account.id === req.query.usuario || (await membership.isStaff(churchId, account.id));
      const card = allowed ? await cards.cardOf(churchId, req.query.usuario) : null;
      if (!card) throw cardNotFound();
      return { usuarioCarteirinhas: [await answer(card)] };
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
