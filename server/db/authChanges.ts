import type { PGlite } from '@electric-sql/pglite';
import { type ClientBase, Client, type ClientConfig } from 'pg';

/** The channel the triggers of migration 0023 announce on: a change to what a session read selects, once committed. */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Told of every committed change to the session's inputs, and whether notices are being received at all. */
export interface AuthChangeListener {
  changed(): void;
  /**
   * false while a change could go unnoticed (the listening connection is down or not yet up): the listener must then
   * trust nothing it kept; true again once notices flow, right after a `changed()`.
   */
  receiving(ok: boolean): void;
}

export interface AuthChanges {
  /** Starts telling `listener`; returns how to stop. */
  subscribe(listener: AuthChangeListener): () => void;
  /** Resolves once notices are received (at once if they are): tests wait for it before expecting a session kept. */
  whenReceiving(): Promise<void>;
  close(): Promise<void>;
}

interface Fanout {
  listeners: Set<AuthChangeListener>;
  receiving: boolean;
  waiting: Array<() => void>;
  changed(): void;
  setReceiving(ok: boolean): void;
  whenReceiving(): Promise<void>;
}

const fanout = (): Fanout => {
  const state: Fanout = {
    listeners: new Set(),
    receiving: false,
    waiting: [],
    changed: () => {
      for (const listener of state.listeners) listener.changed();
    },
    setReceiving: (ok) => {
      if (ok === state.receiving) return;
      state.receiving = ok;
      if (ok) state.changed();
      for (const listener of state.listeners) listener.receiving(ok);
      if (ok) for (const resolve of state.waiting.splice(0)) resolve();
    },
    whenReceiving: () => (state.receiving ? Promise.resolve() : new Promise((resolve) => state.waiting.push(resolve))),
  };
  return state;
};

const subscriber = (state: Fanout, start: () => void) => (listener: AuthChangeListener) => {
  state.listeners.add(listener);
  listener.receiving(state.receiving);
  start();
  return () => {
    state.listeners.delete(listener);
  };
};

/**
 * Notices never heard: for a pool whose connections do not listen (SESSION_CACHE=false, a pooler that cannot carry
 * LISTEN). Without its own changes heard before they commit, nothing may be kept.
 */
export const unheardAuthChanges = (): AuthChanges => {
  const state = fanout();
  return { subscribe: subscriber(state, () => undefined), whenReceiving: state.whenReceiving, close: async () => undefined };
};

/** PGlite: one connection, so a change's notice arrives with the COMMIT that made it, before that call returns. */
export const pgliteAuthChanges = (client: PGlite): AuthChanges => {
  const state = fanout();
  let listening: Promise<unknown> | undefined;
  return {
    subscribe: subscriber(state, () => {
      listening ??= client.listen(AUTH_CHANGED_CHANNEL, () => state.changed())
        .then(() => state.setReceiving(true), () => state.setReceiving(false));
    }),
    whenReceiving: state.whenReceiving,
    close: async () => {
      state.setReceiving(false);
    },
  };
};

/** The dedicated listening connection's name in pg_stat_activity. */
export const AUTH_CHANGES_APPLICATION = 'merchant-portal auth_changed listener';

const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;
/**
 * A connection cut without a word (a failover, a NAT or balancer dropping it when idle) sends no 'end': the
 * listening connection is asked `select 1` this often and given up when no answer comes in time, and TCP
 * keep-alive starts probing after 10 s idle instead of the system's two hours.
 */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_ANSWER_MS = 5_000;
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * PostgreSQL: every pooled connection listens too (`listenOnPooledConnection`), so a change made through this
 * process is announced to it before the COMMIT's answer (PostgreSQL sends a session its own notices before it is
 * ready for the next query): the request that changed it is answered after this process forgot what it kept.
 * Changes made elsewhere (another instance, a job's connection, psql) arrive on one dedicated connection, opened at
 * the first subscription and opened again after a loss; while it is down, listeners are told not to trust what
 * they kept.
 */
export const postgresAuthChanges = (config: ClientConfig): AuthChanges & { onPooledConnection(client: ClientBase): Promise<void> } => {
  const state = fanout();
  let client: Client | undefined;
  let started = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    if (closed) return;
    // pg-pool keeps a separately given password out of its options' enumerable keys: named here, not spread.
    const next = new Client({
      ...config, password: config.password, keepAlive: true, keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      application_name: AUTH_CHANGES_APPLICATION,
    });
    const lost = () => {
      if (client !== next) return;
      client = undefined;
      clearInterval(heartbeat);
      state.setReceiving(false);
      next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
    };
    const beat = async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), HEARTBEAT_ANSWER_MS);
      });
      try {
        await Promise.race([next.query('select 1'), late]);
      } catch {
        lost();
      } finally {
        clearTimeout(timer);
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (notice) => {
      if (notice.channel === AUTH_CHANGED_CHANNEL) state.changed();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      if (client !== next) return;
      retryMs = RETRY_FIRST_MS;
      heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
      heartbeat.unref();
      state.setReceiving(true);
    } catch {
      lost();
    }
  };

  return {
    subscribe: subscriber(state, () => {
      if (started) return;
      started = true;
      void connect();
    }),
    whenReceiving: state.whenReceiving,
    onPooledConnection: async (pooled) => {
      pooled.on('notification', (notice) => {
        if (notice.channel === AUTH_CHANGED_CHANNEL) state.changed();
      });
      await pooled.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`);
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      state.setReceiving(false);
      await last?.end().catch(() => undefined);
    },
  };
};
