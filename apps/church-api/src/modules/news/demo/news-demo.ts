import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A demo news item, published `daysAgo` days before the seed day. */
export interface NewsDemo {
  titulo: string;
  resumo: string;
  texto: string;
  daysAgo: number;
  imagem?: StoredImage;
  publicado?: boolean;
}
