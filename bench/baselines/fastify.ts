/**
 * Baseline: a bare Fastify 5 app answering a small JSON body, no plugins, logging off. The gap between
 * this and Tend is what our hooks, plugins and database cost.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 5082), host: '127.0.0.1' });
