import Fastify from 'fastify';

/** The yardstick: Fastify's hello world, in its own process like the storefront server. */
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
