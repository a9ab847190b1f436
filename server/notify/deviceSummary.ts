import { isIP } from 'node:net';

/**
 * A short name of the browser and system a request came from ("Chrome 126", "Windows"), read from its user
 * agent. Only names from these lists and a version number ever reach a notice: the user agent is the caller's
 * text, and a notice must not carry words (or links) an attacker chose.
 */
export interface DeviceSummary {
  browser: string | null;
  system: string | null;
}

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bcoc_coc_browser\/(\d+)/, 'Coc Coc'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\S+)? Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const summariseDevice = (userAgent: string | undefined): DeviceSummary => {
  const text = (userAgent ?? '').slice(0, 500);
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(text);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  return { browser, system: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null };
};

/** The request's address when it is an IP address (IPv4-mapped IPv6 shown as IPv4), else null. */
export const addressOf = (ip: string | undefined): string | null => {
  const address = (ip ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  return isIP(address) ? address : null;
};
