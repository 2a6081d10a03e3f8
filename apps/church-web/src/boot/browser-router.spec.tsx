import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUninitializedBrowserRouter } from './browser-router';

describe('createUninitializedBrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the location as a browser router does, once initialized', async () => {
    window.history.replaceState(null, '', '/welcome');
    const router = createUninitializedBrowserRouter([{ path: '/welcome', Component: () => <p>Welcome</p> }], vi.fn());
    router.initialize();
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/welcome']);
    render(<RouterProvider router={router} />);
    expect((await screen.findByText('Welcome')).tagName).toBe('P');
    router.dispose();
  });

  it('asks for the routes of a path it does not know, as the shell discovers modules', async () => {
    window.history.replaceState(null, '', '/news/7');
    const patchRoutesOnNavigation = vi.fn(async ({ patch }: { patch: (id: string | null, routes: { path: string; Component: () => ReactElement }[]) => void }) => {
      patch(null, [{ path: '/news/:id', Component: () => <p>News item</p> }]);
    });
    const router = createUninitializedBrowserRouter([{ path: '/', Component: () => <p>Home</p> }], patchRoutesOnNavigation);
    router.initialize();
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(patchRoutesOnNavigation).toHaveBeenCalledWith(expect.objectContaining({ path: '/news/7' }));
    render(<RouterProvider router={router} />);
    expect((await screen.findByText('News item')).tagName).toBe('P');
    router.dispose();
  });
});
