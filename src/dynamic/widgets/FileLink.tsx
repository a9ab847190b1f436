import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { fileUrl } from '../../api/files';
import { OWN_FILE_ID } from '../../core/imageUrl';

/** `GET /api/file/<id>` for a file of our own store (a uuid v4 id); null for anything else. */
export const fileHref = (id: unknown): string | null => (typeof id === 'string' && OWN_FILE_ID.test(id) ? fileUrl(id) : null);

/**
 * An Upload value: a download link when it is one of our own files, named by `name` when known (the file just
 * chosen), else 'Download the file'; the server's Content-Disposition gives the saved file its original name.
 * Any other id (an older system's) is shown as text.
 */
export const FileLink = ({ id, name }: { id: string; name?: string | null }) => {
  const translate = useTranslate();
  const href = fileHref(id);
  if (!href) return <>{name ? `${name} (${id})` : id}</>;
  return (
    // In a list, the row must not open as well.
    <Link href={href} download underline="hover" onClick={(event) => event.stopPropagation()}>
      {name ?? translate('app.widgets.upload.download')}
    </Link>
  );
};
