/**
 * The service worker (vite-plugin-pwa's generated sw.js) is registered from the kiosk only: it
 * lets /kiosk load with no network. workbox-window is loaded on demand, so it stays out of every
 * other page's code. The dev server has no sw.js.
 */
export async function registerKioskServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  await new Workbox('/sw.js', { scope: '/' }).register();
}
