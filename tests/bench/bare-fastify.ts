import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The reference for API figures: bare Fastify sending recorded answers byte for byte, headers and
 * body, with no hooks, logging, auth or database. Usage: bare-fastify.ts PORT ANSWERS.json
 */
interface Answer {
  path: string;
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const [port, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, 'utf8')) as Answer[];
const app = Fastify({ logger: false });
app.get('/ready', async () => 'ok');
for (const answer of answers) {
  const body = Buffer.from(answer.body, 'base64');
  const url = answer.path.split('?')[0];
  app.get(url, (_request, reply) => {
    reply.headers(answer.headers).type(answer.contentType).send(body);
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
