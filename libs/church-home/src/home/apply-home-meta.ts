import type { Igreja } from '@church/data-access';
import { applyPageMeta } from '@church/page-meta';

export function applyHomeMeta(church: Igreja): void {
  applyPageMeta({ title: church.nome, description: church.descricao, image: church.imagens[0]?.url });
}
