import type { FastifyRequest } from 'fastify';
import type { Database } from '@church/api-platform/db/database';
import type { Membership } from '@church/api-platform/identity/membership';
import { requireAccount } from '@church/api-platform/plugins/authentication';
import { holdsContentTicket } from '@church/api-modules/events';
import { broadcastChannelId } from './chat-channel-ids';
import type { ChatChannel } from './chat-channels';
import type { ChatTokenClaims, ChatTokens } from './chat-token';

/**
 * Who may read and write a private channel, decided by the server alone:
 * - a broadcast's hosts (`anfitrioes-…`): staff, from the bearer's role as moderation decides it;
 * - an exclusive content's (`conteudo-…`): staff, and members holding a paid, valid ticket of its event;
 * - a viewer's prayer (`oracao-{broadcast}-{participant}`): staff, and that participant: the member
 *   themselves by their bearer, or whoever shows a chat token naming them for that prayer or for the
 *   broadcast's live chat (a guest has nothing else).
 * Nobody else, whatever their chat token says (a token's `moderador` is never enough on HTTP).
 */
export class ChatPrivateAccess {
  constructor(
    private readonly db: Database,
    private readonly membership: Membership,
    private readonly tokens: ChatTokens,
  ) {}

  /** Whether the request may use the channel (a broadcast's live chat: anyone). A bearer that is no longer valid is a 401. */
  async allows(req: FastifyRequest, channel: ChatChannel): Promise<boolean> {
    const { ref } = channel;
    if (ref.tipo === 'transmissao') return true;
    const churchId = channel.church.id;
    if (req.bearer.kind !== 'none') {
      const account = await requireAccount(req);
      if (await this.membership.isStaff(churchId, account.id)) return true;
      if (ref.tipo === 'conteudo') return holdsContentTicket(this.db, churchId, account.id, ref.eventId);
      if (ref.tipo === 'oracao' && ref.participantId === `membro-${account.id}`) return true;
    }
    if (ref.tipo !== 'oracao') return false;
    const header = req.headers['x-chat-token'];
    const claims = await this.tokens.verify(typeof header === 'string' ? header : undefined);
    return claims !== null && claims.igrejaId === churchId && claims.id === ref.participantId && (claims.canal === channel.canal || claims.canal === broadcastChannelId(ref.broadcastId));
  }

  /**
   * Whether a socket that identified with these claims may hear the channel. The token was given
   * for this very channel after `allows` (joining), so it stands for the check made then.
   */
  allowsSocket(claims: ChatTokenClaims, channel: ChatChannel): boolean {
    const { ref } = channel;
    if (ref.tipo === 'transmissao') return true;
    if (claims.igrejaId !== channel.church.id || claims.canal !== channel.canal) return false;
    if (ref.tipo === 'oracao') return claims.id === ref.participantId || claims.moderador === true;
    if (ref.tipo === 'anfitrioes') return claims.moderador === true;
    return true;
  }
}
