import { uploadForm } from '../../dataProvider/httpClient';

/** Spec §7: POST multipart /api/file/upload-image, the image under 'images'; the answer's `data` is its URL. */
export const uploadImage = async (image: Blob, fileName: string): Promise<string> => {
  const form = new FormData();
  form.append('images', image, fileName);
  const body = await uploadForm('/api/file/upload-image', form);
  if (typeof body.data !== 'string' || body.data === '') throw new Error('app.widgets.upload.failed');
  return body.data;
};

/** Spec §7: POST multipart /api/file/upload-file, the file under 'files'; the answer's `created[0].id` is kept. */
export const uploadFile = async (file: File): Promise<string | number> => {
  const form = new FormData();
  form.append('files', file, file.name);
  const body = await uploadForm('/api/file/upload-file', form);
  const created = Array.isArray(body.created) ? (body.created[0] as { id?: unknown } | undefined) : undefined;
  const id = created?.id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new Error('app.widgets.upload.failed');
  return id;
};
