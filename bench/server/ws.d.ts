/**
 * The part of the `ws` client the bench uses to speak the DevTools protocol to a server child (bench/server/
 * inspector.ts). `ws` is already installed (jsdom's dependency) and ships no types; Node 20 has no WebSocket
 * without a flag.
 */
declare module 'ws' {
  export default class WebSocket {
    constructor(url: string, options?: { maxPayload?: number; perMessageDeflate?: boolean });
    send(data: string): void;
    close(): void;
    on(event: 'open' | 'close', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
