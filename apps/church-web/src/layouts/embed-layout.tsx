import { Outlet } from 'react-router';

/** EMBED: no header or footer, for pages shown inside another site or app. */
export function EmbedLayout() {
  return (
    <main id="main-content">
      <Outlet />
    </main>
  );
}
