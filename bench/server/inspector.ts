import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

/**
 * A DevTools protocol session with a server child started with `--inspect` (startChild's `inspect`): the bench asks
 * the child itself to collect garbage and say how much heap it keeps, with no change to the server's code.
 */
export interface Inspector {
  /** Sends one protocol command and resolves with its result. */
  send: (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** Events the child sends (HeapProfiler.addHeapSnapshotChunk while a snapshot is taken). */
  onEvent: (listener: (method: string, params: Record<string, unknown>) => void) => void;
  close: () => void;
}

interface ProtocolMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export const connectInspector = (url: string): Promise<Inspector> =>
  new Promise((resolve, reject) => {
    // A heap snapshot's chunks are small, but a whole protocol message may not be: no limit, no compression.
    const socket = new WebSocket(url, { maxPayload: 0, perMessageDeflate: false });
    const pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }>();
    const listeners: ((method: string, params: Record<string, unknown>) => void)[] = [];
    let nextId = 1;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ProtocolMessage;
      if (message.id !== undefined) {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result ?? {});
      } else if (message.method) {
        for (const listener of listeners) listener(message.method, message.params ?? {});
      }
    });
    socket.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      reject(error);
    });
    socket.on('close', () => {
      for (const waiting of pending.values()) waiting.reject(new Error('the inspector closed the connection'));
      pending.clear();
    });
    socket.on('open', () => resolve({
      send: (method, params = {}) => new Promise((resolveCall, rejectCall) => {
        const id = nextId++;
        pending.set(id, { resolve: resolveCall, reject: rejectCall });
        socket.send(JSON.stringify({ id, method, params }));
      }),
      onEvent: (listener) => listeners.push(listener),
      close: () => socket.close(),
    }));
  });

export interface HeapAfterGc {
  /** V8 heap in use after a full garbage collection, bytes: what the server keeps. */
  usedBytes: number;
  /** The heap V8 holds from the system at that moment, bytes (used plus room V8 keeps for growth). */
  totalBytes: number;
  /** Memory of Buffers and other objects outside V8's heap that JavaScript objects hold, bytes (process.memoryUsage). */
  externalBytes: number;
  /** The process's resident memory right after the collection, bytes. */
  rssBytes: number;
}

/**
 * Forces a full garbage collection in the child and reads the heap it keeps. The session is opened only for the
 * probe: an attached debugger would otherwise be there during the load.
 */
export const heapAfterGc = async (url: string): Promise<HeapAfterGc> => {
  const inspector = await connectInspector(url);
  try {
    await inspector.send('HeapProfiler.collectGarbage');
    const usage = await inspector.send('Runtime.getHeapUsage');
    // Evaluated in the server's main context, where `process` is global: the parts of memory V8's heap leaves out.
    const evaluated = await inspector.send('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
    const memory = JSON.parse(String((evaluated.result as { value?: unknown } | undefined)?.value)) as NodeJS.MemoryUsage;
    return { usedBytes: Number(usage.usedSize), totalBytes: Number(usage.totalSize), externalBytes: memory.external, rssBytes: memory.rss };
  } finally {
    inspector.close();
  }
};

/** Writes a heap snapshot of the child to `file` (open it in Chrome's DevTools, Memory tab, to compare two). */
export const takeHeapSnapshot = async (url: string, file: string): Promise<void> => {
  const inspector = await connectInspector(url);
  const out = createWriteStream(file);
  try {
    inspector.onEvent((method, params) => {
      if (method === 'HeapProfiler.addHeapSnapshotChunk') out.write(String(params.chunk));
    });
    await inspector.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    inspector.close();
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
};
