import type { LucideIcon } from 'lucide-react';
import styles from './media-artwork.module.css';

/** How many looks the artwork has: neighbouring items in a list take different ones. */
const VARIANTS = 4;

export interface MediaArtworkProps {
  /** What kind of item it stands for (an event's calendar, a news item's paper…), from lucide-react. */
  Icon: LucideIcon;
  /** Picks one of the artwork's looks: an item's id keeps its look from page to page. */
  seed?: number;
  /** The picture's box it stands in for, as CSS's aspect-ratio (16 / 9 by default). */
  ratio?: string;
}

/**
 * Artwork in place of an item's missing picture, drawn from the church's colour and the item's kind, in
 * the picture's own box: cards with and without a picture keep one height in a list. Decorative: the
 * card's title says what it is.
 */
export function MediaArtwork({ Icon, seed = 0, ratio }: MediaArtworkProps) {
  return (
    <div className={styles.artwork} data-variant={Math.abs(Math.trunc(seed)) % VARIANTS} style={ratio ? { aspectRatio: ratio } : undefined} aria-hidden="true">
      <Icon className={styles.icon} strokeWidth={1.5} aria-hidden="true" focusable="false" />
    </div>
  );
}
