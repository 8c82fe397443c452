/**
 * The built SPA (dist/): hashed files under /assets are immutable; index.html is revalidated
 * every time. Any other GET that accepts HTML and is not /api or /auth is an SPA route and gets
 * index.html. Unknown /api and /auth paths are 404 in JSON; other unknown files are plain 404s.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';

export interface StaticSiteOptions {
  /** The folder `vite build` wrote (dist/). */
  root: string;
}

const isApiOrAuth = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

/** The answer for a path nothing else handled. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 'not_found', 'There is nothing at this path.');
}

export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<void> {
  const root = path.resolve(options.root);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    redirect: false,
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader(
        'Cache-Control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? '/';
    const method = request.method.toUpperCase();
    if (isApiOrAuth(url)) return notFound(request, reply);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if ((method === 'GET' || method === 'HEAD') && wantsHtml) {
      return reply.code(200).header('Cache-Control', 'no-cache').sendFile('index.html', root);
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Not found');
  });
}
