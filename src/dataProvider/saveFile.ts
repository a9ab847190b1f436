import type { DownloadedFile } from './downloadFile';

/** Hands a downloaded file to the browser's "save", under the name its answer gave, else `fallbackName`. */
export const saveFile = (file: DownloadedFile, fallbackName: string): void => {
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
};
