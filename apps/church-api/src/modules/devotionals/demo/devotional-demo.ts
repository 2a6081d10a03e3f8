import type { StoredImage } from '@church/api-platform/tenancy/tenancy-tables';

/** A demo devotional; the first of a church's list is today's, the next yesterday's, and so on. */
export interface DevotionalDemo {
  titulo: string;
  referenciaBiblica: string;
  autor: string;
  texto: string;
  imagem?: StoredImage;
  publicado?: boolean;
}
