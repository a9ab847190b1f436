import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

export interface Transfer {
  url: string;
  type: string;
  /** Bytes of the body as they travelled (compressed when the server compressed it). */
  wire: number;
}

/**
 * Records what a page transfers, as Chromium reports it (`request.sizes()`: the encoded body size). `appBytes()`
 * sums the app's own files (everything outside /api/), `apiBytes()` the API answers.
 */
export const recordTransfers = (page: Page) => {
  const pending: Promise<Transfer | null>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(request.sizes().then(
      (sizes) => ({ url: request.url(), type: request.resourceType(), wire: sizes.responseBodySize }),
      () => null,
    ));
  });
  const all = async () => (await Promise.all(pending)).filter((transfer): transfer is Transfer => transfer !== null);
  const isApi = (transfer: Transfer) => new URL(transfer.url).pathname.startsWith('/api/');
  const sum = (transfers: Transfer[]) => transfers.reduce((total, transfer) => total + transfer.wire, 0);
  return {
    all,
    appBytes: async () => sum((await all()).filter((transfer) => !isApi(transfer))),
    apiBytes: async () => sum((await all()).filter(isApi)),
    appFiles: async () => (await all()).filter((transfer) => !isApi(transfer)).length,
  };
};
