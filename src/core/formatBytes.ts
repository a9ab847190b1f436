const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in steps of 1024 with at most one decimal: 1073741824 → "1 GB", 1572864 → "1.5 MB". */
export const formatBytes = (bytes: number): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 10) / 10} ${UNITS[unit]}`;
};
