/**
 * What the server (src/server/page-render.ts) and the dashboard's server-rendering bundle
 * (src/app/server-render.tsx, built into dist/.ssr) say to each other, and what a
 * server-rendered index.html hands the browser's app. No React: the server imports it too.
 */

/** The id of the `<script type="application/json">` that holds a server-rendered page's state. */
export const PAGE_STATE_ELEMENT_ID = 'narthex-page-state';

/**
 * The records of a list a server-rendered page holds, in its markup and its state: the first
 * view's rows, on a tall screen (D182). The browser's app reads the whole page once it has
 * taken the page over (src/app/first-view.ts).
 */
export const ROWS_RENDERED_ON_SERVER = 10;

/** Where the SSR bundle lies inside the build folder (a dot folder: never served). */
export const SERVER_RENDER_BUNDLE = '.ssr/server-render.js';

/** One page request, as the server hands it to the bundle. */
export interface PageRenderRequest {
  /** The request's path and query ("/check-ins?order=-created_at"). */
  readonly url: string;
  /** The origin the browser sees (PUBLIC_ORIGIN). */
  readonly origin: string;
  /**
   * The Accept-Language header, if any, with the language cookie's choice put first: the page is
   * rendered in the language and locale they negotiate (src/app/server-render.tsx).
   */
  readonly acceptLanguage: string | undefined;
  /**
   * A GET of the proxy's own /auth or /api path as the browser would make it (its cookies, the
   * CSRF header), through the same route, session and pacing as every other call.
   */
  readonly fetch: (
    path: string,
    init?: {
      readonly signal?: AbortSignal | null;
      /** Of these only Accept and If-None-Match are passed on. */
      readonly headers?: Readonly<Record<string, string>>;
    },
  ) => Promise<Response>;
  /** Aborted when the server stops waiting (a time limit); the bundle gives up then. */
  readonly signal: AbortSignal;
}

export type PageRenderResult =
  | {
      readonly rendered: true;
      /** The markup that goes inside <div id="root">. */
      readonly html: string;
      /** The JSON of the page's state (PageState), for the PAGE_STATE_ELEMENT_ID element. */
      readonly state: string;
      /** The document's <title>, when the page set one. */
      readonly title: string | undefined;
    }
  | {
      readonly rendered: false;
      /** Why the page is left to the browser: signed out, a page that is not rendered on the server… */
      readonly reason: string;
    };

/** What the SSR bundle exports as `pageRenderer`. */
export interface PageRenderer {
  /**
   * Whether a page at `url` is rendered on the server for a signed-in browser of these languages
   * (its route only, now that every language is: no request is made). Only then does the server
   * start the page's answer before the rendering, with its head, so the CSS and scripts load
   * meanwhile.
   */
  wouldRender(url: string, acceptLanguage: string | undefined): Promise<boolean>;
  renderPage(request: PageRenderRequest): Promise<PageRenderResult>;
  /**
   * The inline scripts for <head>: the one that sets the colour scheme before the first paint
   * (Mantine's ColorSchemeScript), and the one that holds what is done on the page until the app
   * listens (held-events.ts). The server allows exactly them by their hashes in the CSP.
   */
  readonly headScripts: string;
}
