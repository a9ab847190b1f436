/** The part of autocannon's programmatic API the bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection sends in turn (bench/load); `url` then gives only the origin. */
    requests?: { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }[];
  }

  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    /** Answers per HTTP status (bench/load). */
    statusCodeStats: Record<string, { count: number }>;
  }

  /** A run started with a callback: `stop()` ends it early and the callback gets the figures so far. */
  interface Instance {
    stop(): void;
  }

  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
