import { useQuery } from '@tanstack/react-query';
import { getBannersQueryOptions, useChurch, useDataAccess } from '@church/data-access';
import { usePageMeta } from '@church/page-meta';
import { BannerCarousel } from './banner-carousel';
import { ChurchInfo } from './church-info';
import { HomeSections } from './home-sections';

/** The church home (§2 "/"): banners and who the church is. Other modules' sections join as they land. */
export function HomePage() {
  const church = useChurch();
  const { clients } = useDataAccess();
  const banners = useQuery(getBannersQueryOptions(clients.api, church.id));
  usePageMeta({ title: church.nome, description: church.descricao, image: church.imagens[0]?.url });
  return (
    <>
      <BannerCarousel banners={banners.data ?? []} />
      <ChurchInfo church={church} />
      <HomeSections />
    </>
  );
}
