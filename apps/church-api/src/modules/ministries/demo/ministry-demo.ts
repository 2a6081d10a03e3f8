import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';
import type { ProjetoStatus } from '../schema';

export interface ProjectDemo {
  nome: string;
  objetivo: string;
  descricao: string;
  status: ProjetoStatus;
  imagem?: StoredImage;
  publicado?: boolean;
}

/** A demo ministry with its projects, in the church's order. */
export interface MinistryDemo {
  nome: string;
  descricao: string;
  lider: string;
  contato: string;
  imagem?: StoredImage;
  publicado?: boolean;
  projetos: ProjectDemo[];
}
