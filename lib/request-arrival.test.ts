// A request that may write makes the node read its stamps afresh once its
// answer starts (lib/request-arrival.mjs forgetStampsWhenAnswered), for
// stamps remembered from notifications (CALENDAR_STAMP_CHECK=notify).
import http from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { forgetStampsWhenAnswered, offerStampForgetting } from './request-arrival.mjs';

let forgotten = 0;
offerStampForgetting(() => (forgotten += 1));

/**
 * How many times answering `method url` (with `headers`) made the node
 * forget, before and as the answer was sent by `send` (an explicit head by default).
 */
function answer(
  method: string,
  url: string,
  headers: Record<string, string> = {},
  send: (response: http.ServerResponse) => void = (response) => response.writeHead(201),
) {
  const request = new http.IncomingMessage(new Socket());
  Object.assign(request, { method, url, headers });
  const response = new http.ServerResponse(request);
  const start = forgotten;
  forgetStampsWhenAnswered(request, response);
  const beforeAnswer = forgotten - start;
  send(response);
  return { beforeAnswer, afterHead: forgotten - start, status: response.statusCode };
}

describe('forgetStampsWhenAnswered', () => {
  it('forgets as a write is answered, not before', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(answer(method, '/calendar/events/v1/events/1'), method).toEqual({
        beforeAnswer: 0,
        afterHead: 1,
        status: 201,
      });
  });

  it('forgets when the answer is sent without an explicit head, as Next.js may', () => {
    const sent = answer('DELETE', '/calendar/events/v1/events/1', {}, (response) =>
      response.end('{}'),
    );
    expect(sent.afterHead).toBe(1);
  });

  it('treats a read that asks for another method as a write', () => {
    expect(answer('GET', '/calendar/events/v1/events/1?_method=DELETE').afterHead).toBe(1);
    expect(
      answer('POST', '/calendar/events/v1/events/1', { 'x-http-method-override': 'GET' }).afterHead,
    ).toBe(1);
    expect(
      answer('GET', '/calendar/events/v1/events/1', { 'x-http-method-override': 'DELETE' })
        .afterHead,
    ).toBe(1);
  });

  it('leaves what reads remember alone', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(answer(method, '/calendar/events/v1/events?per_page=5').afterHead, method).toBe(0);
  });
});
