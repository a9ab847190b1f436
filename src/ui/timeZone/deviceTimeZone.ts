/** The device's IANA time zone ('Europe/Paris'): its own module, so that tests can be a device somewhere. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
