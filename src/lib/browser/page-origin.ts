/** The origin a server render renders for (PUBLIC_ORIGIN); one per process. */
let serverRenderOrigin: string | undefined;

/**
 * The origin the page is served from: the browser's location, or, in a server render, the
 * public origin it renders for, so that both render the same URLs.
 */
export function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  if (serverRenderOrigin === undefined) {
    throw new Error('pageOrigin() on the server before setServerRenderOrigin()');
  }
  return serverRenderOrigin;
}

/** Called by the server render (src/app/server-render.tsx) before it renders. */
export function setServerRenderOrigin(origin: string): void {
  serverRenderOrigin = origin;
}
