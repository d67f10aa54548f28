/**
 * bench:api's bare route: a Fastify app with one route that returns { ok: true }, the yardstick the
 * portal's reads are compared with. Plain JavaScript, started by bench/deployed.ts with the same node
 * and the same flags as the compiled portal (`npm run serve`'s, preload included), so the ratio
 * compares like with like; listens on loopback at PORT.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
