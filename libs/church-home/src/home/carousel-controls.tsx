import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useState } from 'react';
import styles from './banner-carousel.module.css';

/**
 * Previous and next for the banners, and where the reader is; they load after the first paint (the
 * banners themselves scroll and swipe without them). No auto-play.
 */
export function CarouselControls({ track, total }: { track: RefObject<HTMLUListElement | null>; total: number }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const onScroll = () => {
      if (element.clientWidth) setIndex(Math.round(element.scrollLeft / element.clientWidth));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [track]);

  const goTo = (next: number) => {
    const target = (next + total) % total;
    setIndex(target);
    const element = track.current;
    element?.scrollTo?.({ left: element.clientWidth * target });
  };
  const number = index + 1;

  return (
    <div className={styles.controls}>
      <button type="button" className={styles.control} onClick={() => goTo(index - 1)} aria-label={t`Previous highlight`}>
        ‹
      </button>
      <span className={styles.position} aria-live="polite">
        {t`${number} of ${total}`}
      </span>
      <button type="button" className={styles.control} onClick={() => goTo(index + 1)} aria-label={t`Next highlight`}>
        ›
      </button>
    </div>
  );
}
