import { z } from 'zod';
import { envelopeSchema } from '../../../src/api/envelope';
import { ERR_SESSION_INVALID } from '../../../src/api/codes';
import { AppError } from '../../../server/http/envelope';
import { contractProblem, documentPath, takeContractProblems } from '../support/contract';
import { describeEachDatabase } from '../support/databases';
import { suiteApp } from '../support/suiteApp';

type Json = Record<string, unknown>;

describeEachDatabase('The contract check of the server suite', (context) => {
  const suite = suiteApp(context);
  let document: Json;

  beforeAll(async () => {
    // Routes of this test only: one that answers a status its description does not list.
    suite.app.get('/api/test/teapot', { config: { public: true }, schema: { summary: 'Test', tags: ['system'], response: { 200: envelopeSchema(z.null()) } } },
      async () => {
        throw new AppError(418, 'teapot');
      });
    await suite.app.ready();
    document = suite.app.swagger() as unknown as Json;
  });

  it('accepts what the document describes: a success, the 401 envelope with 8013', () => {
    const shops = '{"err":200,"message":"ok","data":[],"count":0}';
    expect(contractProblem(document, 'POST', '/api/shop/shopList', 200, shops)).toBeNull();
    const lost = JSON.stringify({ err: ERR_SESSION_INVALID, message: 'session_expired_please_login_again', data: null });
    expect(contractProblem(document, 'POST', '/api/shop/shopList', 401, lost)).toBeNull();
  });

  it('names what it does not describe: a status it does not list, a body its schema refuses, an unknown operation', () => {
    expect(contractProblem(document, 'GET', '/api/health', 409, '{"err":409,"message":"x","data":null}')).toMatch(/status 409 is not among/);
    expect(contractProblem(document, 'POST', '/api/shop/shopList', 200, '{"err":200,"message":"ok","data":[{"id":"12"}],"count":1}'))
      .toMatch(/body\/data\/0/);
    expect(contractProblem(document, 'POST', '/api/shop/shopList', 401, '{"err":999,"message":"x","data":null}')).toMatch(/err/);
    expect(contractProblem(document, 'GET', '/api/no/such', 200, '{}')).toBe('no such operation in the document');
  });

  it('reads Fastify\'s :params as the document\'s {params}', () => {
    expect(documentPath('/api/records/:model/:id')).toBe('/api/records/{model}/{id}');
  });

  it('records an answer of a test app that the document does not describe (setup.ts fails the test that got it)', async () => {
    const answer = await suite.app.inject('/api/test/teapot');
    expect(answer.statusCode).toBe(418);
    const found = takeContractProblems();
    expect(found).toEqual([expect.objectContaining({ operation: 'GET /api/test/teapot', status: 418 })]);
  });
});
