/**
 * The dashboard's server rendering: the entry of the bundle that `vite build --ssr` writes into
 * dist/.ssr (src/server/page-render.ts loads it). For a signed-in browser asking for a page whose
 * route has a prefetch (a list page), it asks the proxy for the session, the organization and the
 * page's first list as the browser would, renders the page with them, and returns the markup and
 * the state the browser's app hydrates from (src/app/browser-app.tsx). Anything else, a failure
 * included, is left to the browser ({ rendered: false }).
 */
import type { Messages } from '@lingui/core';
import { ColorSchemeScript } from '@mantine/core';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import { createClient } from '../api/client';
import { readSessionAnswer } from '../api/proxy/session-contract';
import { organizationQuery } from '../lib/browser/organization-query';
import { setServerRenderOrigin } from '../lib/browser/page-origin';
import {
  acceptedLanguages,
  chooseLanguage,
  formattingLocale,
  type InterfaceLanguage,
} from '../lib/pure/i18n/languages';
import { pseudoMessages } from '../lib/pure/i18n/pseudo-messages';
import { createI18n } from '../lib/pure/i18n/translator';
import type {
  PageRenderer,
  PageRenderRequest,
  PageRenderResult,
} from '../lib/pure/page-render-contract';
import englishMessages from '../messages/en-messages';
import spanishMessages from '../messages/es-messages';
import { AppProviders } from './app';
import { preloadShell } from './app-layout';
import { parseSession, SESSION_URL, sessionKey } from './auth/session-query';
import { keepFirstView } from './first-view';
import { heldEventsScript } from './held-events-script';
import { serializePageState } from './page-state';
import { createQueryClient } from './query-client';
import { AppRoutes, loadRoutesOf } from './router';

/**
 * Every language's messages, the build's compiled ones: this bundle runs on the server, where
 * size does not matter.
 */
const messagesOf: Record<InterfaceLanguage, Messages> = {
  en: englishMessages as Messages,
  es: spanishMessages as Messages,
  pseudo: pseudoMessages(englishMessages as never) as Messages,
};

const notRendered = (reason: string): PageRenderResult => ({ rendered: false, reason });

/**
 * The language and formatting locale of a page for `acceptLanguage`: the server puts the
 * language cookie's choice first (src/server/page-render.ts), so the first tag, when it is an
 * interface language, is the person's choice; else the browser's languages decide
 * (src/lib/pure/i18n/languages.ts). Every number, date and amount is formatted in the locale,
 * never the process's default, so a page renders alike here and in the browser, which hydrates
 * in the page state's language and locale (src/main.tsx).
 */
export function pageLanguage(acceptLanguage: string | undefined): {
  language: InterfaceLanguage;
  locale: string;
} {
  const preferred = acceptedLanguages(acceptLanguage);
  const language = chooseLanguage(preferred[0], preferred);
  return { language, locale: formattingLocale(language, preferred) };
}

/** Resolves once no query of `queryClient` is fetching. */
function whenSettled(queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cache = queryClient.getQueryCache();
    const done = (outcome: () => void) => {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      outcome();
    };
    const check = () => {
      if (queryClient.isFetching() === 0) done(resolve);
    };
    const onAbort = () => done(() => reject(signal.reason));
    const unsubscribe = cache.subscribe(check);
    signal.addEventListener('abort', onAbort);
    check();
  });
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

const TITLE = /<title>([^<]*)<\/title>/;

/**
 * The prefetch of the page at `url`, once its code (and that of every route above it) has loaded,
 * so that it renders without suspending; undefined for a page rendered in the browser only.
 */
async function prefetchOf(url: URL) {
  return (await loadRoutesOf(url.pathname))?.prefetch;
}

/** Any origin will do for matching a path. */
const MATCHING_ORIGIN = 'http://narthex.invalid';

/** Whether the page at `url` is rendered here: a list page, in whatever language. */
export async function wouldRender(url: string): Promise<boolean> {
  return (await prefetchOf(new URL(url, MATCHING_ORIGIN))) !== undefined;
}

export async function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  const { signal } = request;
  const { language, locale } = pageLanguage(request.acceptLanguage);
  const languageSetting = {
    language,
    locale,
    i18n: createI18n(language, messagesOf[language], locale),
  };
  setServerRenderOrigin(request.origin);
  const url = new URL(request.url, request.origin);
  const prefetch = await prefetchOf(url);
  if (!prefetch) return notRendered('a page rendered in the browser');

  const sessionResponse = await request.fetch(SESSION_URL, { signal });
  if (!sessionResponse.ok)
    return notRendered(`the session check answered ${sessionResponse.status}`);
  const session = readSessionAnswer(await sessionResponse.json());
  if (!session?.signedIn) return notRendered('signed out');

  const queryClient = createQueryClient();
  // What fails is left to the browser, which retries and shows errors as it always does.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  queryClient.setQueryData(sessionKey, parseSession(session));
  const client = createClient({
    baseUrl: `${request.origin}/api`,
    auth: { kind: 'session' },
    fetch: (input, init) => {
      const target = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init?.headers);
      return request.fetch(`${target.pathname}${target.search}`, {
        signal: init?.signal ?? null,
        headers: Object.fromEntries(headers),
      });
    },
  });
  void queryClient.prefetchQuery(organizationQuery(client));
  prefetch({ client, queryClient, url });
  await whenSettled(queryClient, signal);
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status !== 'success');
  if (failed) return notRendered(`a request failed: ${String(failed.state.error)}`);
  keepFirstView(queryClient);

  await preloadShell();
  let renderError: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client} queryClient={queryClient} language={languageSetting}>
        {/* The boundary the browser's hydration waits in for the page's code (browser-app.tsx). */}
        <Suspense fallback={null}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </Suspense>
      </AppProviders>
    </StrictMode>,
    {
      signal,
      // No part of the page is sent apart (React outlines large Suspense boundaries below
      // this much markup), since it would need an inline script to be put in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        renderError ??= error;
      },
    },
  );
  const markup = await textOf(prelude);
  if (renderError !== undefined) return notRendered(`rendering failed: ${String(renderError)}`);
  // A part that suspended (a lazy component not preloaded) is filled in by an inline script,
  // which the CSP refuses: such a page is left to the browser.
  if (markup.includes('<script')) return notRendered('a part of the page suspended');

  const title = TITLE.exec(markup);
  return {
    rendered: true,
    html: markup,
    title: title?.[1],
    state: serializePageState({
      language,
      locale,
      session,
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === 'success' && query.queryKey[0] !== sessionKey[0],
      }),
    }),
  };
}

const headScripts =
  renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />) + heldEventsScript;

export const pageRenderer: PageRenderer = { wouldRender, renderPage, headScripts };
