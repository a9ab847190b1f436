import { type DeviceDescription, parseUserAgent } from '../core/clientLabel';

export type { DeviceDescription } from '../core/clientLabel';

/** What the login request says about the browser (spec §3 "Login request": os, osVersion, browser, browserVersion). */
export const describeDevice = (userAgent: string = navigator.userAgent): DeviceDescription => parseUserAgent(userAgent);
