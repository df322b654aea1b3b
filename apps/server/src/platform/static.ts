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
  /** The pre-rendered page to fill in (dist/prerendered/NAME.html) when the build made it; else index.html. */
  prerendered?: PrerenderedPage;
  render: (request: FastifyRequest) => Promise<HtmlPage>;
}

/** Pages that `npm run build` pre-renders (apps/web/scripts/prerender.mjs). */
export type PrerenderedPage = 'landing' | 'jobs' | 'job-detail';

const PRERENDERED_DIR = 'prerendered';

export interface WebAppOptions {
  htmlRoutes?: HtmlRoute[];
  /**
   * HTML put first in every page's <body>, outside React's #root (so hydration never sees it and
   * client-side navigation keeps it): the "Test mode" ribbon of a sandbox deployment.
   */
  bodyBanner?: string;
}

/** `html` with `banner` right after its <body> tag. */
export function withBodyBanner(html: string, banner: string | undefined): string {
  return banner ? html.replace(/<body\b[^>]*>/i, (tag) => `${tag}${banner}`) : html;
}

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else
 * revalidates, and any other GET that wants HTML gets index.html (history fallback).
 *
 * `/` and `/jobs` get their pre-rendered page instead (the page's first frame in the HTML, so a
 * phone paints it before the JavaScript has run), `/jobs` only without a query string: filters in
 * the address change that first frame, so such a page starts from index.html as before.
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
      // FILE.br / FILE.gz from the build (apps/web/scripts/precompress.mjs) go out in FILE's place when
      // Accept-Encoding allows, sendFile included; @fastify/compress leaves an encoded answer alone.
      preCompressed: true,
      // ...and are never files of their own (wildcard: false makes a route for each file found here).
      globIgnore: ['**/*.br', '**/*.gz'],
      // The pre-rendered pages are sent for their routes, never as files of their own.
      allowedPath: (_pathName: string, _root: string, request: FastifyRequest) => !isPrerenderedUrl(request.url),
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

  const banner = options.bodyBanner;
  /** A page of the build with the banner in it: read and sent as text (its precompressed copies lack the banner). */
  const sendWithBanner = async (reply: FastifyReply, file: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withBodyBanner(await fs.promises.readFile(path.join(webDistDir, file), 'utf8'), banner));

  const sendIndex = (reply: FastifyReply) =>
    built
      ? banner
        ? sendWithBanner(reply, 'index.html')
        : reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The Pathway web app is not built yet. Run `npm run build` (npm start does this for you).');

  const prerenderedFile = (page: PrerenderedPage) => path.join(webDistDir, PRERENDERED_DIR, `${page}.html`);
  const sendPage = (reply: FastifyReply, page: PrerenderedPage) =>
    built && fs.existsSync(prerenderedFile(page))
      ? banner
        ? sendWithBanner(reply, `${PRERENDERED_DIR}/${page}.html`)
        : reply.header('cache-control', 'no-cache').sendFile(`${PRERENDERED_DIR}/${page}.html`)
      : sendIndex(reply);

  app.get('/', (_request, reply) => sendPage(reply, 'landing'));

  const wantsHtml = (request: FastifyRequest) => {
    const accept = request.headers.accept ?? '*/*';
    return accept.includes('text/html') || accept.includes('*/*');
  };
  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

  app.get('/jobs', (request, reply) => {
    if (!wantsHtml(request)) return notFound(reply);
    return request.url.includes('?') ? sendIndex(reply) : sendPage(reply, 'jobs');
  });

  for (const route of options.htmlRoutes ?? []) {
    app.get(route.url, async (request, reply) => {
      if (!wantsHtml(request)) return notFound(reply);
      if (!built) return sendIndex(reply);
      const page = await route.render(request);
      // Read on every request: a rebuild replaces index.html (and the hashed assets it names).
      const template = route.prerendered && fs.existsSync(prerenderedFile(route.prerendered)) ? prerenderedFile(route.prerendered) : indexFile;
      const html = withBodyBanner(page.transform(await fs.promises.readFile(template, 'utf8')), banner);
      return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if ((request.method === 'GET' || request.method === 'HEAD') && wantsHtml(request) && !isFile) return sendIndex(reply);
    return notFound(reply);
  });
}

/** A request for dist/prerendered/ itself, under any spelling of its path. */
function isPrerenderedUrl(url: string): boolean {
  let pathname = url.split('?')[0] ?? '';
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Not decodable: not a path to any of our files either.
  }
  return path.posix.normalize(pathname.replace(/\\/g, '/')).replace(/^\/+/, '/').startsWith(`/${PRERENDERED_DIR}/`);
}
