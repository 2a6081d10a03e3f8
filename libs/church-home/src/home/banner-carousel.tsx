import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef } from 'react';
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

// Progressive enhancement: the controls' code loads after the first paint.
const CarouselControls = lazy(async () => ({ default: (await import('./carousel-controls')).CarouselControls }));

/** The church's banners, one at a time, moved by swipe, scroll or the previous/next buttons. No auto-play. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  if (banners.length === 0) return null;
  const total = banners.length;

  return (
    <section className={styles.carousel} aria-roledescription={t`carousel`} aria-label={t`Highlights`}>
      <ul className={styles.track} ref={track}>
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
        <Suspense fallback={<div className={styles.controls} />}>
          <CarouselControls track={track} total={total} />
        </Suspense>
      ) : null}
    </section>
  );
}
