import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { fileUrl } from '../../api/files';
import { OWN_FILE_ID } from '../../core/fileLinks';
import { downloadFile } from '../../dataProvider/downloadFile';
import { HttpError } from '../../dataProvider/HttpError';
import { saveFile } from '../../dataProvider/saveFile';

/** `GET /api/file/<id>` for a file of our own store (a uuid v4 id); null for anything else. */
export const fileHref = (id: unknown): string | null => (typeof id === 'string' && OWN_FILE_ID.test(id) ? fileUrl(id) : null);

/**
 * An Upload value: a download link when it is one of our own files, named by `name` when known (the file just
 * chosen), else 'Download the file'. The server serves a file only with the session (or a signed link), and a
 * plain link cannot send the session header: a click downloads through the HTTP client and saves the answer
 * under the name its Content-Disposition gives. Any other id (an older system's) is shown as text.
 */
export const FileLink = ({ id, name }: { id: string; name?: string | null }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const href = fileHref(id);
  if (!href) return <>{name ? `${name} (${id})` : id}</>;
  const download = (event: MouseEvent) => {
    event.preventDefault();
    // In a list, the row must not open as well.
    event.stopPropagation();
    downloadFile(href)
      .then((file) => saveFile(file, name ?? id))
      .catch((error: unknown) => {
        // An answer with an error code has had its notice from the HTTP client; no answer at all has not.
        if (!(error instanceof HttpError) || error.status === 0) notify('app.widgets.upload.downloadFailed', { type: 'error' });
      });
  };
  return (
    <Link href={href} underline="hover" onClick={download}>
      {name ?? translate('app.widgets.upload.download')}
    </Link>
  );
};
