/**
 * The baseline of the findTransactions measure, run as its own process like the real server: a bare Fastify
 * route that parses the same JSON body and answers the same envelope with the same 20 rows, held in memory
 * (BARE_ROWS_FILE, written by the bench from the real answer). No session, no validation, no database.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const rowsFile = process.env.BARE_ROWS_FILE;
if (!rowsFile) throw new Error('BARE_ROWS_FILE is not set');
const answer: unknown = JSON.parse(readFileSync(rowsFile, 'utf8'));

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
app.post('/api/report/findTransactions', async () => answer);

app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
