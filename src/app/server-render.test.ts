/**
 * The dashboard's own server rendering (server-render.tsx, which the build bundles for the render
 * worker) of /check-ins, its calls going through the proxy to a real sandbox as a signed-in
 * browser's would: what the page's HTML weighs, in the document the server sends it in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { PAGE_STATE_ELEMENT_ID, ROWS_RENDERED_ON_SERVER } from '../lib/pure/page-render-contract';
import { cutTemplate } from '../server/page-render';
import { publicOrigin, sandboxBehindProxy } from '../server/testing/proxy-harness';
import { pageRenderer } from './server-render';

/** Issue 41: /check-ins' HTML, uncompressed, under 60 kB. */
const HTML_BUDGET_BYTES = 60_000;

/**
 * What the built index.html adds to the repository's around the page: the stylesheet's link and
 * the tags of the entry and of the route's chunks (a script and 52 preloads, 4.1 kB in the build
 * measured for D195), counted generously, since a unit test has no build.
 */
const BUILT_TAGS_BYTES = 5_000;

const template = cutTemplate(
  readFileSync(new URL('../../index.html', import.meta.url), 'utf8'),
  pageRenderer.headScripts,
);

describe('the server-rendered /check-ins', () => {
  const { proxy } = sandboxBehindProxy();

  /** The page as the server sends it to a browser of `acceptLanguage`, without compression. */
  async function checkInsDocument(acceptLanguage: string): Promise<string> {
    const result = await pageRenderer.renderPage({
      url: '/check-ins',
      origin: publicOrigin,
      acceptLanguage,
      // As the server's own calls go (page-render.ts): the browser's GET, with the CSRF header.
      fetch: (path, init) =>
        fetch(`${proxy().url}${path}`, {
          signal: init?.signal ?? null,
          headers: { ...init?.headers, 'x-csrf': '1', accept: 'application/json' },
        }),
      signal: AbortSignal.timeout(30_000),
    });
    if (!result.rendered) throw new Error(`not rendered: ${result.reason}`);
    if (!template) throw new Error('index.html has no root to render into');
    return template.head + template.renderedTail(result, []);
  }

  it.each(['en-US', 'es-MX'])(
    'in %s holds its first rows and weighs less than 60 kB',
    async (language) => {
      const html = await checkInsDocument(language);
      expect(html).toContain(`id="${PAGE_STATE_ELEMENT_ID}"`);
      expect(html.match(/<tr [^>]*class="narthex-row-open"/g)).toHaveLength(
        ROWS_RENDERED_ON_SERVER,
      );
      expect(Buffer.byteLength(html) + BUILT_TAGS_BYTES).toBeLessThan(HTML_BUDGET_BYTES);
    },
  );
});
