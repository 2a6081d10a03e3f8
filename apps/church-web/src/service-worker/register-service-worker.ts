/** Registers /service-worker.js in production builds, once the page has loaded (or now, if it has). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/service-worker.js').catch(() => {
      // The site works without it; only the offline fallback is lost.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
