/**
 * `npm run dev`: the same proxy (API and auth only) with Vite's dev server in front of it for hot
 * reload. The browser uses Vite's origin (http://localhost:5173), which forwards /api and /auth to
 * the proxy; PUBLIC_ORIGIN and the OAuth redirect URI are set to that origin so the sign-in round
 * trip lands there too. Vite's pages do not get the production CSP (its HMR client is inline).
 */
import { createServer } from 'vite';
import { ConfigError, describeConfig, loadConfig } from './config';
import { signInHint, startRuntime, stopOnSignals } from './runtime';

const vitePort = 5173;
const viteOrigin = `http://localhost:${vitePort}`;

async function main(): Promise<void> {
  const env: Record<string, string | undefined> = { ...process.env, PUBLIC_ORIGIN: viteOrigin };
  // With the real service's OAuth, the callback must be Vite's too (register it with the service).
  if (env.OAUTH_CLIENT_ID !== undefined || env.OAUTH_REDIRECT_URI !== undefined) {
    env.OAUTH_REDIRECT_URI = `${viteOrigin}/auth/callback`;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }

  const runtime = await startRuntime({ config, env });
  const backend = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const forward = { target: backend, changeOrigin: false, xfwd: false, ws: false };
  const vite = await createServer({
    server: {
      port: vitePort,
      strictPort: true,
      host: 'localhost',
      proxy: { '/api': forward, '/auth': forward },
    },
  });
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await runtime.close();
  });

  console.log('');
  console.log(`Narthex dashboard (Vite, hot reload): ${viteOrigin}`);
  console.log(`Proxy (API and auth):                 ${backend}`);
  if (runtime.sandboxUrl)
    console.log(`Sandbox API:                          ${runtime.sandboxUrl}`);
  console.log(signInHint(config, env));
  if (config.mode === 'oauth') {
    console.log(`The service must accept the redirect URI ${config.oauth.redirectUri}.`);
  }
  for (const line of describeConfig(config)) console.log(`  ${line}`);
  for (const notice of config.notices) console.log(`Note: ${notice}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : String(error));
  process.exit(1);
});
