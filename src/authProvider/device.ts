/** What the login request says about the browser (spec §3 "Login request": os, osVersion, browser, browserVersion). */
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

const match = (userAgent: string, patterns: readonly [string, RegExp][]): [string, string] => {
  for (const [name, pattern] of patterns) {
    const found = pattern.exec(userAgent);
    if (found) return [name, (found[1] ?? '').replace(/_/g, '.')];
  }
  return ['unknown', ''];
};

export const describeDevice = (userAgent: string = navigator.userAgent): DeviceDescription => {
  const [os, osVersion] = match(userAgent, OS_PATTERNS);
  const [browser, browserVersion] = match(userAgent, BROWSER_PATTERNS);
  return { os, osVersion, browser, browserVersion };
};
