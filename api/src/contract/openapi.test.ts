import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHarness, startAuthHarness } from '../auth/testing/harness.ts';
import { openApiPath } from './openapi.ts';

/** `GET /api/openapi.json`: an OpenAPI 3.1 document of every registered call. */
describe('the OpenAPI document', () => {
  let h: AuthHarness;
  // biome-ignore lint/suspicious/noExplicitAny: reading a JSON document
  let doc: any;
  beforeAll(async () => {
    h = await startAuthHarness();
    const answer = await h.request('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    doc = answer.body;
  });
  afterAll(() => h?.close());

  it('is OpenAPI 3.1 with a bearer scheme and the error shape', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    expect(doc.components.schemas.ErrorBody.required).toEqual(['code', 'message']);
  });

  it('lists every sign-in call with its body, answers and refusals', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/login/link/',
        'POST /api/login/otp/generate',
        'POST /api/login/otp/verify',
        'POST /api/login/password/sign-up',
        'POST /api/login/password/sign-in',
        'POST /api/login/google',
        'POST /api/login/token',
        'POST /api/login/register',
        'POST /api/auth/refresh',
        'POST /api/auth/sign-out',
        'GET /api/auth/me',
        'POST /api/auth/change-email',
        'POST /api/auth/change-password',
        'POST /api/auth/resend-verification',
        'POST /api/events',
        'GET /api/openapi.json',
      ]),
    );
    const verify = doc.paths['/api/login/otp/verify'].post;
    const body = verify.requestBody.content['application/json'].schema;
    expect(body).toMatchObject({
      type: 'object',
      required: ['sessionId', 'email', 'code'],
      additionalProperties: false,
    });
    expect(verify.security).toEqual([]);
    expect(Object.keys(verify.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    const register = doc.paths['/api/login/register'].post;
    expect(register.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['200', '201', '401']));
    expect(doc.paths['/api/auth/sign-out'].post.responses['204']).toEqual({ description: 'No content' });
    expect(doc.paths['/api/login/password/sign-in'].post.responses['404'].description).toContain(
      'user-not-found',
    );
  });

  // The refusals the registry and Express give before any handler runs are part of every
  // call's contract (tests/src/api-contract/ checks every answer's status and code against this).
  it('documents the 415 for a body that is not JSON and the 400 for an undecodable path', async () => {
    type Answer = { description: string; content: Record<string, { schema: unknown }> };
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { responses: Record<string, Answer | undefined> }>).map(
        ([method, operation]) => ({ path, method, responses: operation.responses }),
      ),
    );
    expect(operations.length).toBeGreaterThan(10);
    for (const { path, method, responses } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(responses['415']?.description, where).toContain('unsupported-media-type');
      expect(responses['415']?.content['application/json']?.schema, where).toEqual(errorBody);
      expect(responses['413']?.description, where).toContain('payload-too-large');
      if (path.includes('{')) {
        expect(responses['400']?.description, where).toContain('malformed-path');
        expect(responses['400']?.content['application/json']?.schema, where).toEqual(errorBody);
      } else {
        expect(responses['400']?.description, where).not.toContain('malformed-path');
      }
    }
    // What the server really answers, and where the document says so.
    const documents = (path: string, method: string, answer: { status: number; body: unknown }) =>
      expect(doc.paths[path][method].responses[String(answer.status)]?.description).toContain(
        (answer.body as { code: string }).code,
      );
    const notJson = await h.request('POST', '/api/login/link/', {
      raw: '{"email":"ada@example.com"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson).toMatchObject({ status: 415, body: { code: 'unsupported-media-type' } });
    documents('/api/login/link/', 'post', notJson);
    const undecodable = await h.request('POST', '/api/invite/resend/%zz');
    expect(undecodable).toMatchObject({ status: 400, body: { code: 'malformed-path' } });
    documents('/api/invite/resend/{inviteId}', 'post', undecodable);
  });

  it('writes Express paths the OpenAPI way', () => {
    expect(openApiPath('/websites/:websiteId/transfer-ownership/:newOwnerId')).toBe(
      '/api/websites/{websiteId}/transfer-ownership/{newOwnerId}',
    );
  });
});
