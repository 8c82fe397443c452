/** Full screen where the browser allows it; the kiosk's layout fills the viewport anyway. */
export function enterFullscreen(): void {
  const root = document.documentElement;
  if (!document.fullscreenEnabled || document.fullscreenElement || !root.requestFullscreen) return;
  root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
}

export function leaveFullscreen(): void {
  if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
}
