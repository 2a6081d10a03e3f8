import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TenantBootstrap } from '../schemas';
import { churchKeys } from './church-keys';
import { seedTenantBootstrap } from './tenant-bootstrap';

const lookup = { by: 'codigo', codigo: 'vida' } as const;

function bootstrap(flagAtivo: boolean): TenantBootstrap {
  return {
    igreja: { id: 3, slug: 'iglesia-vida-madrid', flagAtivo } as TenantBootstrap['igreja'],
    modulos: [{ id: 1, codigo: 'MOD_NOTICIA', nome: 'News' }],
    igrejaVisual: { corApp: '#B3261E' },
    metodosPagamento: [],
    igrejaAppMenus: [{ id: 9, titulo: 'Inicio', link: '/', ordem: 1, flagExterno: false }],
    banners: [],
    config: { appDomain: 'localhost', adminUrl: 'https://admin.example' },
  };
}

describe('seedTenantBootstrap', () => {
  it('puts every part of the bootstrap under the keys the queries use', () => {
    const client = new QueryClient();
    seedTenantBootstrap(client, lookup, bootstrap(true));
    expect(client.getQueryData(churchKeys.church(lookup))).toMatchObject({ id: 3 });
    expect(client.getQueryData(churchKeys.modules('iglesia-vida-madrid'))).toHaveLength(1);
    expect(client.getQueryData(churchKeys.visual('iglesia-vida-madrid'))).toEqual({ corApp: '#B3261E' });
    expect(client.getQueryData(churchKeys.menu(3))).toHaveLength(1);
    expect(client.getQueryData(churchKeys.banners(3))).toEqual([]);
  });

  it('seeds only the church of an inactive church', () => {
    const client = new QueryClient();
    seedTenantBootstrap(client, lookup, bootstrap(false));
    expect(client.getQueryData(churchKeys.church(lookup))).toMatchObject({ flagAtivo: false });
    expect(client.getQueryData(churchKeys.modules('iglesia-vida-madrid'))).toBeUndefined();
  });
});
