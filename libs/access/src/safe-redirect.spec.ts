import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'http://grace.localhost:3000';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirectPath('/user/account', origin)).toBe('/user/account');
    expect(safeRedirectPath('/event/3/tickets?x=1#top', origin)).toBe('/event/3/tickets?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    // eslint-disable-next-line no-script-url -- a javascript: URL is exactly what must be refused
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/account', '']) {
      expect(safeRedirectPath(target, origin)).toBe('/');
    }
    expect(safeRedirectPath(null, origin)).toBe('/');
  });

  it('never returns to the access screen: where its own address was going, else home', () => {
    expect(safeRedirectPath('/access?redirectTo=%2Fgroups%2F4%2Fmeetings', origin)).toBe('/groups/4/meetings');
    expect(safeRedirectPath('/access?redirectTo=%2Faccess%3FredirectTo%3D%252Fx', origin)).toBe('/x');
    expect(safeRedirectPath('/access', origin)).toBe('/');
    expect(safeRedirectPath('/access?redirectTo=https://evil.example/', origin)).toBe('/');
    expect(safeRedirectPath(`/access?redirectTo=${encodeURIComponent('/access?redirectTo=/access?redirectTo=/access?redirectTo=/access?redirectTo=/x')}`, origin)).toBe('/');
  });
});
