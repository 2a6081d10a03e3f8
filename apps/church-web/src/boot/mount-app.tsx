import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * Puts the app into the page: hydrates what the server rendered, or renders into the empty root. React
 * DOM comes with this module, which the start imports at once and awaits last, so that evaluating React
 * DOM is a task of its own and not part of the entry's.
 */
export function mountApp(container: HTMLElement, router: DataRouter, wrap: (routerView: ReactNode) => ReactNode): void {
  const app = wrap(<RouterProvider router={router} />);
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (container.hasAttribute('data-server-rendered')) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
