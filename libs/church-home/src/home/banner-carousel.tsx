import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Banner } from '@church/data-access';
import { ResponsiveImage } from '@church/ui';
import styles from './banner-carousel.module.css';

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = <ResponsiveImage image={banner.imagem} alt={banner.titulo} priority={first} />;
  const content = (
    <>
      {image}
      <span className={styles.caption} aria-hidden="true">
        {banner.titulo}
      </span>
    </>
  );
  if (!banner.link) return content;
  if (/^https?:\/\//.test(banner.link)) {
    return (
      <a className={styles.slideLink} href={banner.link} target="_blank" rel="noopener noreferrer">
        {content}
      </a>
    );
  }
  return (
    <Link className={styles.slideLink} to={banner.link}>
      {content}
    </Link>
  );
}

/** The church's banners, one at a time, moved by swipe, scroll or the previous/next buttons. No auto-play. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  if (banners.length === 0) return null;

  const goTo = (next: number) => {
    const target = (next + banners.length) % banners.length;
    setIndex(target);
    const element = track.current;
    element?.scrollTo?.({ left: element.clientWidth * target });
  };
  const onScroll = () => {
    const element = track.current;
    if (element && element.clientWidth) setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };
  const total = banners.length;
  const number = index + 1;

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Highlights`}>
      <ul className={styles.track} ref={track} onScroll={onScroll}>
        {banners.map((banner, position) => {
          const number = position + 1;
          return (
            <li key={banner.id} className={styles.slide} aria-roledescription={t`slide`} aria-label={t`${number} of ${total}`}>
              <BannerSlide banner={banner} first={position === 0} />
            </li>
          );
        })}
      </ul>
      {total > 1 ? (
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
      ) : null}
    </section>
  );
}
