import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { getBannersQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { Island } from '@church/ui';
import { HomePageMetaEffect } from './home-page-meta-effect';
import { HomeSections } from './home-sections';

// The banners stay the server's HTML until they come near view (at once, at the top of the page), the
// church's information (links and text) until a visitor reaches for it; their code then loads in a chunk
// of its own, not with the page's first script.
const loadBannerCarousel = () => import('./banner-carousel').then((loaded) => loaded.BannerCarousel);
const BannerCarousel = lazy(async () => ({ default: await loadBannerCarousel() }));
const loadChurchInfo = () => import('./church-info').then((loaded) => loaded.ChurchInfo);
const ChurchInfo = lazy(async () => ({ default: await loadChurchInfo() }));

/** The church home (§2 "/"): banners and who the church is. Other modules' sections join as they land. */
export function HomePage() {
  const church = useChurch();
  const { clients } = useDataAccess();
  const banners = useQuery(getBannersQueryOptions(clients.api, church.id));
  return (
    <>
      <HomePageMetaEffect church={church} />
      <Island id="home-banners" Component={BannerCarousel} load={loadBannerCarousel}>
        {(Carousel) => (
          <Suspense fallback={null}>
            <Carousel banners={banners.data ?? []} />
          </Suspense>
        )}
      </Island>
      <Island id="home-church-info" Component={ChurchInfo} load={loadChurchInfo} wake="reach">
        {(Info) => (
          <Suspense fallback={null}>
            <Info church={church} />
          </Suspense>
        )}
      </Island>
      <HomeSections />
    </>
  );
}
