/**
 * The 200 answers that are not JSON, for the API document: each media type a route can send, a string schema, and
 * for text the first lines as an example. Plain JSON Schema (no zod), so that Fastify compiles no serializer for
 * them: the routes send buffers, strings and streams as they are.
 */
type Media = Record<string, { schema: Record<string, unknown>; example?: string }>;

const binary = (contentMediaType: string) => ({ schema: { type: 'string', contentMediaType, contentEncoding: 'binary' } });

const csvExample = 'Reference,Date and time,Amount (VND),Fee (VND),Net (VND),Status\r\nPAY-20261121-000381,21/11/2026 09:42,185000,1850,183150,Successful\r\n';

const answer = (description: string, content: Media) => ({ 200: { description, content } }) as const;

/** A stored upload: an image shown inline, any other accepted type as an attachment. */
export const storedFileAnswer = answer('The file\'s bytes, with the type read from its content when it was uploaded', {
  'image/*': binary('image/*'),
  'application/pdf': binary('application/pdf'),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': binary('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': binary('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
});

/** A report: CSV in UTF-8 with a BOM. */
export const csvReportAnswer = answer('CSV (UTF-8 with a BOM), as an attachment; X-Report-Rows says how many rows', {
  'text/csv': { schema: { type: 'string' }, example: csvExample },
});

/** An export file: CSV or XLSX, as the job asked. */
export const exportFileAnswer = answer('The export file as an attachment: CSV (UTF-8 with a BOM) or XLSX, as the job asked', {
  'text/csv': { schema: { type: 'string' }, example: csvExample },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
});
