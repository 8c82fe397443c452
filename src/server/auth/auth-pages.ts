/**
 * The small HTML pages a navigation gets when it cannot finish (sign-in, a refused host), in
 * the language of the request (server-words.ts): its callers word the title and message with
 * the same request's `t`.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/pure/escape-html';
import { serverWords, type ServerWords } from '../server-words';

export interface AuthErrorPage {
  title: string;
  message: string;
  /** The sign-in link (a same-origin path, or the public origin). */
  signInHref: string;
  /** The link's words; default "Sign in again". */
  linkLabel?: string;
}

export function renderAuthErrorPage(page: AuthErrorPage, words: ServerWords): string {
  const linkLabel = page.linkLabel ?? words.t('server.page.signInAgain');
  return `<!doctype html>
<html lang="${words.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; }
  a { color: #1d4ed8; }
  a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p role="alert">${escapeHtml(page.message)}</p>
<p><a href="${escapeHtml(page.signInHref)}">${escapeHtml(linkLabel)}</a></p>
</main>
</body>
</html>
`;
}

export function sendAuthErrorPage(
  reply: FastifyReply,
  status: number,
  page: AuthErrorPage,
): FastifyReply {
  return reply
    .code(status)
    .headers({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
    .send(renderAuthErrorPage(page, serverWords(reply.request)));
}
