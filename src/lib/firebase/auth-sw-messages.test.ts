import { readFileSync } from 'node:fs';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

type MessageHandler = (event: { data: unknown; ports: MessagePort[] }) => void;

/** The worker's script run against a stand-in for its global scope: the handler it adds. */
function loadWorkerScript(): MessageHandler {
  const handlers: MessageHandler[] = [];
  const scope = { addEventListener: (type: string, handler: MessageHandler) => type === 'message' && handlers.push(handler) };
  new Function('self', readFileSync(new URL('../../../public/auth-sw-messages.js', import.meta.url), 'utf8'))(scope);
  const [handler] = handlers;
  if (!handler) throw new Error('The script added no message handler.');
  return handler;
}

/** What the worker posts back on the message's port, in order. */
async function repliesTo(data: unknown): Promise<unknown[]> {
  const channel = new MessageChannel();
  const replies: unknown[] = [];
  channel.port1.on('message', (reply: unknown) => replies.push(reply));
  loadWorkerScript()({ data, ports: [channel.port2 as unknown as MessagePort] });
  await new Promise((resolve) => setTimeout(resolve, 20));
  channel.port1.close();
  return replies;
}

describe("the service worker's answer to Firebase Auth", () => {
  it.each(['ping', 'keyChanged'])('acknowledges %s and says at once it handles nothing', async (eventType) => {
    expect(await repliesTo({ eventType, eventId: 'a1b2', data: { key: 'firebase:authUser' } })).toEqual([
      { status: 'ack', eventId: 'a1b2', eventType },
      { status: 'done', eventId: 'a1b2', eventType, response: [] },
    ]);
  });

  it("leaves other messages alone (the app's 'SKIP_WAITING', Auth's events it does not send)", async () => {
    expect(await repliesTo({ type: 'SKIP_WAITING' })).toEqual([]);
    expect(await repliesTo({ eventType: 'other', eventId: 'a1b2' })).toEqual([]);
    expect(await repliesTo(null)).toEqual([]);
  });
});
