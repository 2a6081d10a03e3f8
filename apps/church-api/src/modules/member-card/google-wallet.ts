import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleWallet } from './wallet-config';

/** What the pass shows: the church's name, the member's name and the card's current signed code. Nothing else of the member. */
export interface WalletCard {
  churchCode: string;
  churchName: string;
  /** The church's language (BCP 47), the pass's texts' language. */
  language: string;
  /** The church's site origin, the only origin the save button may be on. */
  origin: string;
  memberName: string;
  /** The card's opaque reference (its QR code's, never personal data). */
  reference: string;
  /** The card's current signed code (`<referência>.<versão>.<assinatura>`). */
  code: string;
}

const SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google's object ids allow letters, digits, `.`, `_` and `-` after the issuer id. */
const objectSuffix = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * The "Save to Google Wallet" link of a member's card: a JWT (RS256, the church's service account's key)
 * carrying one generic object, `<issuer>.<church>-<reference>` of the class `<issuer>.<suffix>`.
 */
export async function googleWalletSaveUrl(config: GoogleWallet, card: WalletCard, now: Date = new Date()): Promise<string> {
  const text = (value: string) => ({ defaultValue: { language: card.language, value } });
  const genericObject = {
    id: `${config.issuerId}.${objectSuffix(`${card.churchCode}-${card.reference}`)}`,
    classId: `${config.issuerId}.${config.classSuffix}`,
    state: 'ACTIVE',
    cardTitle: text(card.churchName),
    header: text(card.memberName),
    barcode: { type: 'QR_CODE', value: card.code },
  };
  const jwt = await new SignJWT({ typ: 'savetopay', origins: [card.origin], payload: { genericObjects: [genericObject] } })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(config.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(createPrivateKey(config.privateKey));
  return `${SAVE_URL}${jwt}`;
}
