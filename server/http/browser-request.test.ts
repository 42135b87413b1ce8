import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appForCalls } from '../../tests/support/calls-app.ts';
import { defineCall } from './define-call.ts';
import { isJsonMediaType } from './browser-request.ts';

const echo = (path: string, extra: { openToOtherSites?: boolean; emptyBodyAllowed?: boolean } = {}) =>
  defineCall({
    path,
    method: 'POST',
    tag: 't',
    summary: 's',
    input: z.object({ a: z.number().optional() }),
    answer: z.object({ a: z.number().optional() }),
    handle: (b) => b,
    ...extra,
  });
const app = appForCalls([
  echo('change'),
  echo('search', { openToOtherSites: true }),
  echo('none', { emptyBodyAllowed: true }),
]);
const post = (path: string, headers: Record<string, string>, body: string | null = '{"a":1}') =>
  app.request(`http://shop.example/api/${path}`, {
    method: 'POST',
    headers: { host: 'shop.example', ...headers },
    body,
  });
const JSON_TYPE = { 'content-type': 'application/json' };

describe('the media type of a JSON call', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    [' Application/JSON ;charset=UTF-8', true],
    ['text/plain', false],
    ['application/jsonp', false],
    ['application/json-patch+json', false],
    ['text/json', false],
    ['', false],
  ])('%j is JSON: %s', (type, json) => expect(isJsonMediaType(type)).toBe(json));

  it.each([
    ['change', 'text/plain', 415],
    ['change', 'application/x-www-form-urlencoded', 415],
    ['change', 'multipart/form-data; boundary=x', 415],
    ['change', 'application/json', 200],
    ['search', 'text/plain;charset=UTF-8', 200],
    ['search', 'application/x-www-form-urlencoded', 415],
  ])('%s with %s answers %i', async (path, type, status) => {
    expect((await post(path, { 'content-type': type })).status).toBe(status);
  });

  // A body without a Content-Type is refused too: tests/api/cross-site.test.ts (a web Request types a string body itself).
  it('takes no Content-Type without a body', async () => {
    expect((await post('none', {}, null)).status).toBe(200);
  });
});

describe('a request from another site', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin', origin: 'http://shop.example' }, 200],
    [{ 'sec-fetch-site': 'none' }, 200],
    [{ 'sec-fetch-site': 'same-site', origin: 'http://blog.shop.example' }, 403],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, 403],
    // A browser's own word wins over an Origin a proxy may have rewritten the Host for.
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://elsewhere.example' }, 200],
    [{ origin: 'http://shop.example' }, 200],
    [{ origin: 'https://evil.example' }, 403],
    [{ origin: 'http://shop.example.evil.example' }, 403],
    [{ origin: 'null' }, 403],
    [{}, 200],
  ])('%j answers %i', async (headers, status) => {
    expect((await post('change', { ...JSON_TYPE, ...headers })).status).toBe(status);
  });

  it('may call search', async () => {
    expect(
      (await post('search', { ...JSON_TYPE, 'sec-fetch-site': 'cross-site', origin: 'https://blog.example' })).status,
    ).toBe(200);
  });
});
