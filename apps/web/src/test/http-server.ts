import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HttpRoute = (req: IncomingMessage, res: ServerResponse, url: URL) => void | Promise<void>;

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const envelope = (data: unknown) => ({ success: true, status: 200, message: 'OK', data });

/**
 * A real HTTP peer on 127.0.0.1 for code that uses fetch: each request is looked up by path in
 * `routes` (which a test may change at any time), unknown paths answer our 404 envelope.
 */
export async function startHttpServer(routes: Record<string, HttpRoute> = {}) {
  const requests: URL[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const route = routes[url.pathname];
    if (route) void route(req, res, url);
    else sendJson(res, 404, { success: false, status: 404, message: 'Not found.', code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    routes,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
