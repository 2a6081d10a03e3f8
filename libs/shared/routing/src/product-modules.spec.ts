import { describe, expect, it } from 'vitest';
import { moduleCodeOfArea, productNotificationTarget } from './product-modules';

describe('the product route table', () => {
  it('names the module code that guards an area, built or not', () => {
    expect(moduleCodeOfArea('event')).toBe('MOD_EVENTO');
    expect(moduleCodeOfArea('doacoes')).toBe('MOD_DOACAO');
    expect(moduleCodeOfArea('studies')).toBe('MOD_CELULA');
    expect(moduleCodeOfArea('ministries')).toBeNull();
    expect(moduleCodeOfArea('')).toBeNull();
  });

  it("opens a notification of a module without a library at its module's area", () => {
    expect(productNotificationTarget('EVENTO')?.('4')).toBe('/event/4');
    expect(productNotificationTarget('EVENTO')?.('a b')).toBe('/event/a%20b');
    expect(productNotificationTarget('AVISO')).toBeNull();
  });
});
