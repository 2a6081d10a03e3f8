import { useQuery } from '@tanstack/react-query';
import { getBannersQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { BannerCarousel } from './banner-carousel';
import { ChurchInfo } from './church-info';
import { HomePageMetaEffect } from './home-page-meta-effect';
import { HomeSections } from './home-sections';

/** The church home (§2 "/"): banners and who the church is. Other modules' sections join as they land. */
export function HomePage() {
  const church = useChurch();
  const { clients } = useDataAccess();
  const banners = useQuery(getBannersQueryOptions(clients.api, church.id));
  return (
    <>
      <HomePageMetaEffect church={church} />
      <BannerCarousel banners={banners.data ?? []} />
      <ChurchInfo church={church} />
      <HomeSections />
    </>
  );
}
