/**
 * What a browser says about itself (spec §3 "Login request": os, osVersion, browser, browserVersion), read from a
 * User-Agent, and the short label people see in their lists of sessions, trusted devices and security history:
 * "Chrome 131 · Windows 10". The browser sends the four fields at sign-in; the server reads the User-Agent when a
 * call carries none. Both sides use this file, so a label reads the same wherever it was made.
 */
export interface DeviceDescription {
  os: string;
  osVersion: string;
  browser: string;
  browserVersion: string;
}

const OS_PATTERNS: readonly [string, RegExp][] = [
  ['Windows', /Windows NT ([\d.]+)/],
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS ([\d_]+)/],
  ['Mac OS', /Mac OS X ([\d_.]+)/],
  ['Chrome OS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSER_PATTERNS: readonly [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const UNKNOWN = 'unknown';

const match = (userAgent: string, patterns: readonly [string, RegExp][]): [string, string] => {
  for (const [name, pattern] of patterns) {
    const found = pattern.exec(userAgent);
    if (found) return [name, (found[1] ?? '').replace(/_/g, '.')];
  }
  return [UNKNOWN, ''];
};

export const parseUserAgent = (userAgent: string): DeviceDescription => {
  const [os, osVersion] = match(userAgent, OS_PATTERNS);
  const [browser, browserVersion] = match(userAgent, BROWSER_PATTERNS);
  return { os, osVersion, browser, browserVersion };
};

/** The marketing names of Windows NT versions (Windows 11 still says NT 10.0). */
const WINDOWS_NAMES: Readonly<Record<string, string>> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

/** A part of the label: printable characters only (no control or bidi characters), spaces folded, at most `max`. */
const clean = (value: string, max: number): string =>
  value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').replace(/\s+/g, ' ').trim().slice(0, max).trim();

/** A major version ("131.0.6778.85" → "131"), or the first two parts for an OS ("10.15.7" → "10.15", "14.0" → "14"). */
const shortVersion = (version: string, parts: number): string =>
  clean(version, 20).split('.').slice(0, parts).join('.').replace(/\.0$/, '');

export const CLIENT_LABEL_MAX = 80;

/**
 * "Chrome 131 · Windows 10", "Safari 17 · iOS 17.5" (the browser's major version, the OS's first two parts), or whichever half is known; null when
 * neither is. Made safe to show: control characters dropped, each half capped, the whole at `CLIENT_LABEL_MAX`.
 */
export const clientLabel = (device: Partial<DeviceDescription>): string | null => {
  const half = (name: string | undefined, version: string | undefined, versionParts: number): string => {
    const named = clean(name ?? '', 30);
    if (!named || named.toLowerCase() === UNKNOWN) return '';
    const shown = named === 'Windows' ? WINDOWS_NAMES[clean(version ?? '', 10)] ?? shortVersion(version ?? '', versionParts) : shortVersion(version ?? '', versionParts);
    return shown ? `${named} ${shown}` : named;
  };
  const label = [half(device.browser, device.browserVersion, 1), half(device.os, device.osVersion, 2)].filter(Boolean).join(' · ');
  return label ? label.slice(0, CLIENT_LABEL_MAX) : null;
};

/** The label of a User-Agent header, or null when it names no browser or OS this knows. */
export const clientLabelOfUserAgent = (userAgent: string | null | undefined): string | null =>
  userAgent ? clientLabel(parseUserAgent(userAgent.slice(0, 500))) : null;
