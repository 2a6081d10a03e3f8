import type { StoredImage } from '../tenancy/tenancy-tables';

/** The contract leaves `imagem` out when there is none (it is optional, never null). */
export function withOptionalImage<Row extends { imagem: StoredImage | null }>(
  row: Row,
): Omit<Row, 'imagem'> & { imagem?: StoredImage } {
  const { imagem, ...rest } = row;
  return imagem ? { ...rest, imagem } : rest;
}
