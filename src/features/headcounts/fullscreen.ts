import { useSyncExternalStore } from 'react';

/** Full screen where the browser allows it; the kiosk's layout fills the viewport anyway. */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || document.fullscreenElement || !root.requestFullscreen) return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function leaveFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}

function subscribeToFullscreen(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  document.addEventListener('fullscreenerror', onChange);
  return () => {
    document.removeEventListener('fullscreenchange', onChange);
    document.removeEventListener('fullscreenerror', onChange);
  };
}

const isFullscreen = () => Boolean(document.fullscreenElement);

/**
 * Whether the page is full screen now. An external store, not state set from an effect: React
 * reads the value again once subscribed, so a change that lands between the first render and
 * the subscription (the request made by "Start kiosk" finishing) is not missed.
 */
export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribeToFullscreen, isFullscreen);
}
