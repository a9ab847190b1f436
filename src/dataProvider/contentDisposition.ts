/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`), without any path. */
export const fileNameOf = (header: string | null): string | null => {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  name ??= /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
};
