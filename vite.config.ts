import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    react(),
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
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    // Many tests talk to a real sandbox or proxy over HTTP; on a loaded CI machine the 5 s
    // default fails them for being slow, which is the benchmarks' business, not theirs.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
});
