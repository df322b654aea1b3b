import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR = 31_536_000;

/** What a server-rendered SPA route answers: a status and the changes to make to index.html (its head). */
export interface HtmlPage {
  status: number;
  transform: (indexHtml: string) => string;
}

/** An SPA route whose HTML the server fills in (e.g. /jobs/:id for search engines, modules/seo). */
export interface HtmlRoute {
  url: string;
  render: (request: FastifyRequest) => Promise<HtmlPage>;
}

export interface WebAppOptions {
  htmlRoutes?: HtmlRoute[];
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else
 * revalidates, and any other GET that wants HTML gets index.html (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string, options: WebAppOptions = {}): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // @fastify/static 10 hands over the Fastify reply here, not a Node response.
      setHeaders(reply: FastifyReply, filePath: string) {
        if (reply.getHeader('cache-control')) return; // index.html: set by sendIndex
        const hashed = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=0, must-revalidate');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'the web app is not built; run `npm run build` to serve it');
  }

  const sendIndex = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The Pathway web app is not built yet. Run `npm run build` (npm start does this for you).');

  app.get('/', (_request, reply) => sendIndex(reply));

  const wantsHtml = (request: FastifyRequest) => {
    const accept = request.headers.accept ?? '*/*';
    return accept.includes('text/html') || accept.includes('*/*');
  };
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  for (const route of options.htmlRoutes ?? []) {
    app.get(route.url, async (request, reply) => {
      if (!wantsHtml(request)) return notFound(reply);
      if (!built) return sendIndex(reply);
      const page = await route.render(request);
      // Read on every request: a rebuild replaces index.html (and the hashed assets it names).
      const html = page.transform(await fs.promises.readFile(indexFile, 'utf8'));
      return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request) && !isFile) return sendIndex(reply);
    return notFound(reply);
  });
}
