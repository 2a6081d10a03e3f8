import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { usePageParam } from './use-page-param';

function renderAt(url: string, basename?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]} basename={basename}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ param: usePageParam(), location: useLocation() }), { wrapper });
}

describe('usePageParam', () => {
  it('reads the page from the address and falls back to 1 for nonsense', () => {
    expect(renderAt('/news?page=3').result.current.param[0]).toBe(3);
    expect(renderAt('/news').result.current.param[0]).toBe(1);
    expect(renderAt('/news?page=0').result.current.param[0]).toBe(1);
    expect(renderAt('/news?page=2.5').result.current.param[0]).toBe(1);
    expect(renderAt('/news?page=x').result.current.param[0]).toBe(1);
  });

  it('writes the page, keeps other parameters and drops page 1 from the address', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { result } = renderAt('/news?tipo=2');
    act(() => result.current.param[1](4));
    expect(result.current.param[0]).toBe(4);
    expect(result.current.location.search).toBe('?tipo=2&page=4');
    act(() => result.current.param[1](1));
    expect(result.current.location.search).toBe('?tipo=2');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("gives each page's address for links: other parameters kept, page 1 without page", () => {
    const hrefFor = renderAt('/publications?type=bulletins&page=2').result.current.param[2];
    expect(hrefFor(3)).toBe('/publications?type=bulletins&page=3');
    expect(hrefFor(1)).toBe('/publications?type=bulletins');
    const plain = renderAt('/news?page=2').result.current.param[2];
    expect(plain(1)).toBe('/news');
    expect(plain(3)).toBe('/news?page=3');
  });

  it("keeps the router's basename in the address", () => {
    expect(renderAt('/site/news', '/site').result.current.param[2](2)).toBe('/site/news?page=2');
  });
});
