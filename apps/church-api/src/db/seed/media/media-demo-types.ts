import type { StoredImage } from '../../schema/church';
import type { StoredFile } from '../../schema/media';

/** One demo church's content for the media modules. */
export interface DemoMedia {
  publicationTypes: { slug: string; nome: string; descricao: string }[];
  publications: {
    tipo: string;
    slug: string;
    titulo: string;
    resumo: string;
    conteudo: string;
    imagem: StoredImage | null;
    arquivo: StoredFile | null;
    dataPublicacao: Date;
  }[];
  studiesPublic: boolean;
  studies: { titulo: string; passagemBiblica: string; resumo: string; conteudo: string; perguntas: string[]; dataEstudo: string }[];
  playlist: { titulo: string; descricao: string };
  videos: {
    source: 'youtube' | 'vimeo';
    videoId: string;
    titulo: string;
    descricao: string;
    thumbnail: StoredImage;
    publishedAt: Date;
  }[];
  /** A site-relative path the podcast reader resolves against this server (see podcast-feed-reader.ts). */
  podcastFeed: string;
}
