import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { HtmlRoute } from '../../platform/static.ts';
import { renderJobPage, robotsTxt, sitemapPartXml, sitemapXml } from './seo.service.ts';

/** Sitemaps change with the catalogue; crawlers may keep them for a few minutes. */
const SITEMAP_CACHE = 'public, max-age=300';

/** /sitemap.xml, its parts, and /robots.txt, at the site's root (not under /api/v1). */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(app.deps)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(await sitemapXml(app.deps)),
  );

  app.get<{ Params: { part: string } }>('/sitemaps/:part', { schema: { hide: true } }, async (request, reply) => {
    const match = /^(\d{1,6})\.xml$/.exec(request.params.part);
    const xml = match ? await sitemapPartXml(app.deps, Number(match[1])) : undefined;
    if (!xml) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8').send(xml);
  });
};

/** The SPA routes whose HTML the server fills in: the job detail page (see platform/static.ts). */
export function seoHtmlRoutes(app: FastifyInstance): HtmlRoute[] {
  return [
    {
      url: '/jobs/:id',
      // The page's frame from the build (inlined styles, its code preloaded), with this job's head and summary.
      prerendered: 'job-detail',
      render: (request) => renderJobPage(app.deps, (request.params as { id: string }).id),
    },
  ];
}
