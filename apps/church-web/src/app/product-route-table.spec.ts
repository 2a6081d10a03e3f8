import { describe, expect, it } from 'vitest';
import { moduleCodeOfArea, UNBUILT_MODULES, unbuiltNotificationTarget } from './product-route-table';

const libraries = [
  { code: 'MOD_EVENTO', areas: ['event', 'checkout', 'user/registrations'] },
  { code: 'MOD_DOACAO', areas: ['give', 'doacoes'] },
  { code: null, areas: ['ministries', 'user/payment'] },
];
const unbuilt = { MOD_ASSINATURA: { areas: ['play'], notifications: [] }, MOD_FUTURO: { areas: ['future', 'later'], notifications: ['FUTURO'] } };

describe('the route table of the modules', () => {
  it("names the module code that guards an area: a library's manifest first, then the unbuilt modules", () => {
    expect(moduleCodeOfArea('event', libraries, unbuilt)).toBe('MOD_EVENTO');
    expect(moduleCodeOfArea('doacoes', libraries, unbuilt)).toBe('MOD_DOACAO');
    expect(moduleCodeOfArea('play', libraries, unbuilt)).toBe('MOD_ASSINATURA');
    expect(moduleCodeOfArea('later', libraries, unbuilt)).toBe('MOD_FUTURO');
  });

  it('guards no area every church has, nor one nobody claims', () => {
    expect(moduleCodeOfArea('ministries', libraries, unbuilt)).toBeNull();
    expect(moduleCodeOfArea('nowhere', libraries, unbuilt)).toBeNull();
    expect(moduleCodeOfArea('', libraries, unbuilt)).toBeNull();
  });

  it("opens a notification of an unbuilt module at that module's first area", () => {
    expect(unbuiltNotificationTarget('FUTURO', unbuilt)?.('4')).toBe('/future/4');
    expect(unbuiltNotificationTarget('FUTURO', unbuilt)?.('a b')).toBe('/future/a%20b');
    expect(unbuiltNotificationTarget('AVISO', unbuilt)).toBeNull();
  });

  it('is empty: every module of §2 has its library (the subscription area, the last, came with libs/play)', () => {
    expect(UNBUILT_MODULES).toEqual({});
    expect(moduleCodeOfArea('play', [])).toBeNull();
  });
});
