import type { StoredImage } from '../../schema/church';
import type { ProjetoStatus } from '../../schema/content';

/** A weekly service: Luxon weekday (1 = Monday … 7 = Sunday) and local start time. */
export interface WeeklyService {
  weekday: number;
  hour: number;
  minute: number;
  minutes: number;
  titulo: string;
  descricao: string;
  local: string;
}

/** An event on the schedule, placed relative to the day the demo is seeded. */
export interface ScheduledEvent {
  inDays: number;
  hour: number;
  minute: number;
  minutes: number;
  nome: string;
  descricao: string;
  local: string;
}

export interface DevotionalSeed {
  titulo: string;
  referenciaBiblica: string;
  autor: string;
  texto: string;
  imagem?: StoredImage;
  publicado?: boolean;
}

export interface NewsSeed {
  titulo: string;
  resumo: string;
  texto: string;
  daysAgo: number;
  imagem?: StoredImage;
  publicado?: boolean;
}

export interface ProjectSeed {
  nome: string;
  objetivo: string;
  descricao: string;
  status: ProjetoStatus;
  imagem?: StoredImage;
  publicado?: boolean;
}

export interface MinistrySeed {
  nome: string;
  descricao: string;
  lider: string;
  contato: string;
  imagem?: StoredImage;
  publicado?: boolean;
  projetos: ProjectSeed[];
}

export interface EbdSeed {
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

/** A demo church's content, in its own language. */
export interface ChurchContentSeed {
  fusoHorario: string;
  services: WeeklyService[];
  events: ScheduledEvent[];
  devotionals: DevotionalSeed[];
  news: NewsSeed[];
  ministries: MinistrySeed[];
  ebds: EbdSeed[];
}

/** A demo illustration under apps/church-web/public/demo/ (all are 800 × 450). */
export function demoImage(path: string): StoredImage {
  return { url: `/demo/${path}`, largura: 800, altura: 450 };
}
