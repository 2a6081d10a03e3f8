import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import type { AppleWallet } from './wallet-config';

/** What an Apple Wallet pass of a member's card shows: the church's name and colour, the member's name and congregation, the card's signed code. */
export interface ApplePassCard {
  churchName: string;
  /** The church's language: the fields' labels'. */
  language: string;
  /** The church's colour (`#rrggbb`, its app colour). */
  colour: string;
  memberName: string;
  congregation: string | null;
  /** The card's opaque reference: the pass's serial number. */
  reference: string;
  /** The card's current signed code: the pass's QR. */
  code: string;
}

const LABELS: Record<string, { member: string; congregation: string }> = {
  en: { member: 'Member', congregation: 'Congregation' },
  pt: { member: 'Membro', congregation: 'Congregação' },
  es: { member: 'Miembro', congregation: 'Congregación' },
};

const FALLBACK = { r: 51, g: 65, b: 85 };

function rgbOf(colour: string): { r: number; g: number; b: number } {
  const hex = /^#?([0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return FALLBACK;
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

const css = ({ r, g, b }: { r: number; g: number; b: number }) => `rgb(${r}, ${g}, ${b})`;

/** A plain square of the church's colour: the icon every pass must carry (the church's logo may come later). */
async function icon(size: number, background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } }).png().toBuffer();
}

/** The `.pkpass` of a member's card: a generic pass signed with the church's pass type certificate. */
export async function applePass(config: AppleWallet, card: ApplePassCard): Promise<Buffer> {
  const background = rgbOf(card.colour);
  // Text in white on a dark colour and in black on a light one (relative luminance, roughly).
  const light = 0.2126 * background.r + 0.7152 * background.g + 0.0722 * background.b > 150;
  const foreground = light ? { r: 0, g: 0, b: 0 } : { r: 255, g: 255, b: 255 };
  const pass = new PKPass(
    {
      'icon.png': await icon(29, background),
      'icon@2x.png': await icon(58, background),
    },
    { wwdr: config.wwdr, signerCert: config.signerCert, signerKey: config.signerKey },
    {
      formatVersion: 1,
      passTypeIdentifier: config.passTypeIdentifier,
      teamIdentifier: config.teamIdentifier,
      serialNumber: card.reference,
      organizationName: card.churchName,
      description: card.churchName,
      logoText: card.churchName,
      backgroundColor: css(background),
      foregroundColor: css(foreground),
      labelColor: css(foreground),
    },
  );
  pass.type = 'generic';
  const labels = LABELS[card.language.slice(0, 2).toLowerCase()] ?? LABELS.en ?? { member: 'Member', congregation: 'Congregation' };
  pass.primaryFields.push({ key: 'member', label: labels.member, value: card.memberName });
  if (card.congregation) pass.secondaryFields.push({ key: 'congregation', label: labels.congregation, value: card.congregation });
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: card.code, messageEncoding: 'iso-8859-1' });
  return pass.getAsBuffer();
}
