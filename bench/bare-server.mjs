// The machine's ceiling for `npm run bench`: Fastify (the version the API uses) with one route that
// answers a small JSON, no plugins, no logging, no database. Whatever the API reaches is measured
// against what this reaches on the same machine in the same run.
//
//   PORT=4000 node bench/bare-server.mjs      (HOST defaults to 127.0.0.1)
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, status: 200, message: 'OK', data: { hello: 'world' } }));

const shutdown = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT ?? 4000), host: process.env.HOST ?? '127.0.0.1' });
console.log(`bare server listening on ${app.server.address().port}`);
