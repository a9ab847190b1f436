import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** One statement as the server sent it: its SQL text and the values bound to it (text format; null for NULL). */
export interface CapturedStatement {
  text: string;
  values: (string | null)[];
}

export interface StatementCapture {
  /** Where to connect instead of PostgreSQL: same database, user and options, another port. */
  url: string;
  /** The statements bound (executed) since the last `take`, in order, across every connection. */
  take: () => CapturedStatement[];
  close: () => Promise<void>;
}

const cString = (buffer: Buffer, at: number): [string, number] => {
  const end = buffer.indexOf(0, at);
  return [buffer.toString('utf8', at, end), end + 1];
};

/**
 * Reads the frontend's messages of one connection (PostgreSQL's wire protocol, version 3): Parse gives a statement
 * name its text, Bind runs a named or unnamed statement with its values. Everything is forwarded untouched.
 */
const frontendReader = (bound: (statement: CapturedStatement) => void) => {
  const texts = new Map<string, string>();
  let pending = Buffer.alloc(0);
  let started = false;
  const message = (type: string, body: Buffer) => {
    if (type === 'P') {
      const [name, at] = cString(body, 0);
      texts.set(name, cString(body, at)[0]);
    } else if (type === 'B') {
      let [, at] = cString(body, 0);
      let name: string;
      [name, at] = cString(body, at);
      const formats = body.readInt16BE(at);
      at += 2 + 2 * formats;
      const count = body.readInt16BE(at);
      at += 2;
      const values: (string | null)[] = [];
      for (let index = 0; index < count; index += 1) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) {
          values.push(null);
        } else {
          values.push(body.toString('utf8', at, at + length));
          at += length;
        }
      }
      bound({ text: texts.get(name) ?? '', values });
    } else if (type === 'Q') {
      bound({ text: cString(body, 0)[0], values: [] });
    }
  };
  return (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    for (;;) {
      // The startup message (and an SSL request) has a length and no type byte.
      const header = started ? 5 : 4;
      if (pending.length < header) return;
      const length = pending.readInt32BE(started ? 1 : 0);
      const total = (started ? 1 : 0) + length;
      if (pending.length < total) return;
      if (started) message(String.fromCharCode(pending[0]), pending.subarray(5, total));
      started = true;
      pending = pending.subarray(total);
    }
  };
};

/**
 * A TCP relay in front of PostgreSQL that records what a client sends: the bench points a server at it to read
 * the statements one request sends, exactly as the product builds, names and binds them, instead of copying SQL
 * by hand into the pgbench script.
 */
export const captureStatements = async (postgresUrl: string): Promise<StatementCapture> => {
  const target = new URL(postgresUrl);
  let captured: CapturedStatement[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname || '127.0.0.1', port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    const read = frontendReader((statement) => captured.push(statement));
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(postgresUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    take: () => {
      const taken = captured;
      captured = [];
      return taken;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
