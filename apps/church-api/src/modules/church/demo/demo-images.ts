import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A church's demo banner under apps/church-web/public/demo/banners/ (1200 × 400). */
export function demoBannerImage(codigo: string, n: number): StoredImage {
  return { url: `/demo/banners/${codigo}-${n}.svg`, largura: 1200, altura: 400 };
}

/** A demo illustration under apps/church-web/public/demo/ (all are 800 × 450). */
export function demoImage(path: string): StoredImage {
  return { url: `/demo/${path}`, largura: 800, altura: 450 };
}
