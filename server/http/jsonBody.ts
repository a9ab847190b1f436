import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies with Fastify's own safe parser (prototype poisoning refused), except that an empty body under a
 * JSON content type counts as no body: clients that always send the header (as the spec's helper does) may POST
 * `logout` with nothing in it.
 */
export const registerJsonBody = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
};
