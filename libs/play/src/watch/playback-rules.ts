import type { Progresso } from '@church/contracts-play';

/** How often progress is kept while a video plays. */
export const SAVE_EVERY_MS = 10_000;
/** A video is watched once less than this is left of it… */
const CONCLUDED_SECONDS_LEFT = 10;
/** …or once this share of it has played. */
const CONCLUDED_SHARE = 0.95;
/** The most the contract keeps (a day). */
const MAX_SECONDS = 86_400;

/** What `PUT /plano-assinatura-conteudo/{id}/progresso/` keeps. */
export interface ProgressBody {
  segundos: number;
  concluido: boolean;
}

const known = (duration: number) => Number.isFinite(duration) && duration > 0;

/** Whether a member at `seconds` of a video `duration` long has watched it: in its last 10 s, or 95 % of it. */
export function isConcluded(seconds: number, duration: number): boolean {
  if (!known(duration)) return false;
  return seconds >= duration - CONCLUDED_SECONDS_LEFT || seconds >= duration * CONCLUDED_SHARE;
}

/** The progress to keep for the player at `currentTime` (`ended`: it played to its end). */
export function progressAt(currentTime: number, duration: number, ended = false): ProgressBody {
  const segundos = Math.min(MAX_SECONDS, Math.max(0, Math.floor(Number.isFinite(currentTime) ? currentTime : 0)));
  return { segundos, concluido: ended || isConcluded(segundos, duration) };
}

/** Whether `next` says something the last kept progress did not (nothing kept yet: it does). */
export function isNewProgress(last: ProgressBody | null, next: ProgressBody): boolean {
  return last === null || last.segundos !== next.segundos || last.concluido !== next.concluido;
}

/** Whether a playing video is due for its periodic save, the last one (or the start) at `lastAt`. */
export function isSaveDue(lastAt: number, now: number): boolean {
  return now - lastAt >= SAVE_EVERY_MS;
}

/**
 * Where to resume a video of `duration` seconds (unknown: NaN) from the member's progress: null to start
 * at the beginning, which a video watched to its end, never started or stopped in its last moments does.
 */
export function resumePoint(progress: Pick<Progresso, 'segundos' | 'concluido'> | undefined, duration: number): number | null {
  if (!progress || progress.concluido || progress.segundos <= 0) return null;
  if (known(duration) && isConcluded(progress.segundos, duration)) return null;
  return progress.segundos;
}

/**
 * Whether a failed media load asks for a new signed address: one that played (its metadata loaded, so a
 * fresh address refused at once does not loop) and that was refused (403) or has expired (`expiraEm`).
 * YouTube and Vimeo (no `expiraEm`) are never renewed.
 */
export function shouldRenewAddress(address: { expiraEm: string | null; loaded: boolean }, failure: { status?: number; at: number }): boolean {
  if (!address.loaded || address.expiraEm === null) return false;
  return failure.status === 403 || failure.at >= Date.parse(address.expiraEm);
}
