import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A demo Sunday-school class, in the church's order. */
export interface EbdDemo {
  slug: string;
  nome: string;
  faixaEtaria: string;
  professor: string;
  sala: string;
  horario: string;
  descricao: string;
  imagem?: StoredImage;
  publicado?: boolean;
  /** One lesson a Sunday, in order, from two Sundays before the seed day. */
  licoes: { titulo: string; referenciaBiblica: string; resumo: string }[];
}
