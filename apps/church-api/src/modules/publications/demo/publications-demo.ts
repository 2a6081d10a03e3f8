import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import type { StoredFile } from '../schema';

/** A demo church's publication types and publications, in its own language. */
export interface PublicationsDemo {
  types: { slug: string; nome: string; descricao: string }[];
  publications: {
    /** The slug of its type. */
    tipo: string;
    slug: string;
    titulo: string;
    resumo: string;
    conteudo: string;
    imagem: StoredImage | null;
    arquivo: StoredFile | null;
    dataPublicacao: Date;
  }[];
}
