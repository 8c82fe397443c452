import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import {
  ROUTE_PRELOADS_FILE,
  type RoutePreload,
  type RoutePreloads,
} from './src/lib/pure/route-preloads';
import type { renderedStylesheet as renderStylesheet } from './src/app/rendered-stylesheet';

/**
 * Mantine's Table assigns `Table.ScrollContainer`, which imports ScrollArea (for its default
 * type) and, through it, all of @floating-ui/react: 20 kB gzip on every table page before its
 * first row, for a scroll box. This gives Table our native one (src/ui/table-scroll-container.tsx).
 */
function nativeTableScrollContainer(): Plugin {
  const replacement = fileURLToPath(
    new URL('./src/ui/table-scroll-container.tsx', import.meta.url),
  );
  return {
    name: 'narthex:native-table-scroll-container',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './TableScrollContainer.mjs' || importer === undefined) return null;
      return /@mantine[\\/]core[\\/].*[\\/]Table[\\/]Table\.mjs$/.test(importer)
        ? replacement
        : null;
    },
  };
}

/**
 * React Router 7's package exports send every condition, production too, to its development
 * build: dev warnings on and their text shipped (remix-run/react-router#12532, #14102). A
 * production build takes the production build the package also ships, for both of its entry
 * points, which share their chunks (so there is one router, not two). Tests keep the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const packageDir = path.dirname(
    createRequire(import.meta.url).resolve('react-router/package.json'),
  );
  const builds: Record<string, string> = {
    'react-router': path.join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom': path.join(packageDir, 'dist/production/dom-export.mjs'),
  };
  return {
    name: 'narthex:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return builds[source] ?? null;
    },
  };
}

/**
 * `lazyPage('path', () => import('module')…` in the router's source, and the home page's
 * `lazyIndexPage(() => import('module')…` (its path is "/").
 */
const LAZY_PAGE = /lazy(?:Page\(\s*'([^']+)',|IndexPage\()\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

/** A language's messages module (src/messages/es-messages.ts). */
const LANGUAGE_MESSAGES = /[\\/]src[\\/]messages[\\/]([a-z]+)-messages\.ts$/;

/**
 * Writes dist/route-preloads.json: for each page route of src/app/router.tsx, the JS files its
 * lazy chunk needs beyond the entry's (which index.html already preloads), and each language's
 * messages (which main.tsx loads before the first render). The server sends them
 * as `Link: rel=modulepreload` headers with index.html (src/server/static-site.ts), so a page's
 * chunks download beside the entry instead of after it has run; the browser preloads them from
 * the same file on a navigation to another page (src/lib/browser/page-chunk-preloads.ts).
 */
function routePreloads(routerFile: string): Plugin {
  return {
    name: 'narthex:route-preloads',
    apply: 'build',
    // After Vite's own generateBundle, which drops the chunks that held only CSS (a route's
    // print.css) and the imports of them: they are never written, so never preloaded.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>): Set<string> => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const dependency of byFile.get(fileName)?.imports ?? []) closure(dependency, into);
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = closure(entry.fileName, new Set());

      const source = readFileSync(routerFile, 'utf8');
      const routes: RoutePreload[] = [];
      for (const [, routePath = '', specifier = ''] of source.matchAll(LAZY_PAGE)) {
        const moduleId = path.resolve(path.dirname(routerFile), `${specifier}.tsx`);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) continue;
        const files = [...closure(chunk.fileName, new Set())].filter((f) => !entryFiles.has(f));
        routes.push({ path: `/${routePath}`, files });
      }
      if (routes.length === 0) this.error(`no lazyPage(…) routes found in ${routerFile}`);
      const languages: Record<string, string[]> = {};
      for (const chunk of chunks) {
        const language = LANGUAGE_MESSAGES.exec(chunk.facadeModuleId ?? '')?.[1];
        if (language === undefined) continue;
        languages[language] = [...closure(chunk.fileName, new Set())].filter(
          (f) => !entryFiles.has(f),
        );
      }
      const preloads: RoutePreloads = { routes, languages };
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 1)}\n`,
      });
    },
  };
}

/**
 * The message catalogs (src/messages/<language>/<area>.json) compiled at build time, as Lingui's
 * own compiler does: the browser gets ready token arrays and no ICU parser. A message that does
 * not parse fails the build, naming it.
 */
function compiledMessages(): Plugin {
  return {
    name: 'narthex:compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]messages[\\/][a-z]+[\\/][a-z-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${id}: message ${key} does not parse: ${String(error)}`);
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * `virtual:rendered.css`: what every page would otherwise carry in its HTML (the theme's CSS
 * variables, the icons of the shell and of a list), rendered into the stylesheet by the app's own
 * code (src/app/rendered-stylesheet.ts, D195). Loaded through Vite's module runner when asked
 * for, so no other use of this config loads React or Mantine.
 */
function renderedStylesheet(): Plugin {
  const id = 'virtual:rendered.css';
  const resolved = `\0${id}`;
  const source = fileURLToPath(new URL('./src/app/rendered-stylesheet.ts', import.meta.url));
  return {
    name: 'narthex:rendered-stylesheet',
    resolveId: (requested) => (requested === id ? resolved : null),
    async load(loaded) {
      if (loaded !== resolved) return null;
      // Tests load no CSS: nothing to render.
      if (process.env.VITEST) return '';
      const { module, dependencies } = await runnerImport<{
        renderedStylesheet: typeof renderStylesheet;
      }>(source);
      // A change to the theme or to an icon renders it again (the dev server).
      for (const file of [source, ...dependencies]) this.addWatchFile(file);
      return module.renderedStylesheet();
    },
  };
}

/**
 * `vite build --ssr src/app/server-render.tsx --outDir dist/.ssr`: the server's rendering bundle
 * (src/server/page-render.ts). Everything is bundled into one file with React's production
 * build, through the same module rewrites as the browser's build, so both render alike; the
 * browser-only plugins (route preloads, service worker, compressed copies) are left out.
 */
const serverRenderConfig: UserConfig = {
  plugins: [
    nativeTableScrollContainer(),
    reactRouterProductionBuild(),
    compiledMessages(),
    renderedStylesheet(),
    react(),
  ],
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    sourcemap: false,
    // Minified, for the held-events script of every rendered page's head, which is this bundle's
    // source of holdEarlyEvents (2.5 kB as written, 1.2 kB minified; D195).
    minify: true,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

const browserConfig: UserConfig = {
  plugins: [
    nativeTableScrollContainer(),
    reactRouterProductionBuild(),
    compiledMessages(),
    renderedStylesheet(),
    react(),
    routePreloads(fileURLToPath(new URL('./src/app/router.tsx', import.meta.url))),
    // The headcount kiosk's service worker, so /kiosk loads with no network. Registered by the
    // kiosk page only (no injected script), no web manifest. It precaches the built files and
    // answers navigations to /kiosk with index.html; every other request, /api, /auth and
    // /oauth above all, goes to the network untouched (no runtime caching).
    VitePWA({
      strategies: 'generateSW',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      filename: 'sw.js',
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The statements' PDF worker (pdf-lib, fontkit: about 1.4 MB) loads when PDFs are made,
        // never on a kiosk (D157).
        globIgnores: ['**/statements-worker-*.js'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/^\/kiosk(?:[/?#]|$)/],
        navigateFallbackDenylist: [/^\/(?:api|auth|oauth)(?:[/?#]|$)/],
        // "/" is not answered from the cache: the dashboard's pages stay network-first.
        directoryIndex: '',
        runtimeCaching: [],
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        sourcemap: false,
      },
    }),
    // Brotli and gzip copies beside each built file, which the server picks by Accept-Encoding
    // (src/server/static-site.ts); nothing is compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(?:js|mjs|css|html|svg|json|ttf)$/,
      exclude: /^\.vite\//,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // No list of each dynamic import's chunks in the chunk that imports it (only its CSS): the
    // entry's lists of the pages' chunks were 5 kB gzip of it, for navigations the first view
    // never makes. Navigations preload a page's chunks from route-preloads.json instead
    // (src/lib/browser/page-chunk-preloads.ts); other lazy parts (the search palette, a dialog)
    // load their imports as the browser finds them.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // floating-ui in a chunk of its own: left to itself, Rolldown put small shared Mantine
            // modules in floating-ui's chunk, so pages without a popover loaded it too.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
            // Everything the entry imports statically in one chunk: left to itself, Rolldown
            // spread it over eight files (React's, TanStack Query's, the catalog's…), which the
            // browser fetches and decompresses apart, 4 kB gzip more than as one (D116).
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
};

const testConfig = {
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // The files of a worker share its modules, loaded once, instead of loading them again for
    // each file: half the suite's CPU time went to that (D141). A test file leaves no state
    // behind (fake timers and stubs restored after each test) and mocks no module: a module
    // mock would not reach modules an earlier file had already loaded.
    isolate: false,
    // A timeout only catches a test that hangs: speed is the benchmarks' business. Many tests
    // talk to a real sandbox or proxy over HTTP, and with neighbours loading the machine a test
    // took up to ten times its idle time (D141).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverRenderConfig : browserConfig),
  ...testConfig,
}));
