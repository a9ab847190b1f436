import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Flags, Result } from 'lighthouse';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './wireBytes';

/** One Lighthouse run's figures (mobile profile: Moto G Power screen, 4× CPU slowdown, slow 4G, simulated). */
export interface PhoneFigures {
  performance: number;
  /** First contentful paint: where Lighthouse starts counting the blocking time. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsFiles: number;
  unusedJsBytes: number;
}

/** A page to measure: the address Lighthouse opens, and how to reach the state it needs first (a session). */
export interface PhoneTarget {
  /** Names the saved reports. */
  name: string;
  url: string;
  prepare: (page: Page) => Promise<void>;
}

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});

const figuresOf = (lhr: Result): PhoneFigures => {
  const audit = (id: string) => lhr.audits[id];
  const requests = (audit('network-requests').details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  const unused = audit('unused-javascript').details as { overallSavingsBytes?: number } | undefined;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue ?? Number.NaN,
    lcpMs: audit('largest-contentful-paint').numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time').numericValue ?? Number.NaN,
    jsFiles: requests.filter((request) => request.resourceType === 'Script').length,
    unusedJsBytes: unused?.overallSavingsBytes ?? 0,
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs (a run's score moves by a few points with the machine's load). */
export const medianFigures = (runs: PhoneFigures[]): PhoneFigures => ({
  performance: median(runs.map((run) => run.performance)),
  fcpMs: median(runs.map((run) => run.fcpMs)),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  jsFiles: median(runs.map((run) => run.jsFiles)),
  unusedJsBytes: median(runs.map((run) => run.unusedJsBytes)),
});

/**
 * Runs Lighthouse (its default mobile profile, performance only) `runs` times on each target, alternating, so that
 * the machine's load falls on both alike. The session lives in localStorage, which Lighthouse clears by default:
 * each target is prepared (signed in) before each of its runs in a Chromium profile that Lighthouse then drives over
 * its debugging port with `disableStorageReset`, the HTTP cache cleared before every run so each is a first visit. With
 * `reportDir`, each run's whole report is saved there as JSON (open it in the Lighthouse viewer to see why).
 */
export const lighthousePhone = async (targets: PhoneTarget[], runs: number, reportDir?: string): Promise<PhoneFigures[][]> => {
  const { default: lighthouse } = await import('lighthouse');
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'mp-lighthouse-'));
  let context: BrowserContext | undefined;
  try {
    // The default (persistent) context: the tab Lighthouse opens shares its localStorage. No viewport of
    // Playwright's own, so that Lighthouse's phone emulation is the only one.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH, viewport: null, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const flags: Flags = { port, logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true };
    const results: PhoneFigures[][] = targets.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, target] of targets.entries()) {
        // Before each run: two targets on one origin (one language each) share its localStorage.
        await target.prepare(page);
        await page.goto('about:blank');
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(target.url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${target.url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${target.url}: ${result.lhr.runtimeError.message}`);
        results[index].push(figuresOf(result.lhr));
        if (reportDir) {
          mkdirSync(reportDir, { recursive: true });
          writeFileSync(join(reportDir, `${target.name}-${run + 1}.json`), JSON.stringify(result.lhr));
        }
      }
    }
    return results;
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
};
