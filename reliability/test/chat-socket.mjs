import WebSocket from 'ws';
import { UPSTREAM_HEADER } from '../lib/proxy.mjs';
import { MERCHANT } from './cluster-helpers.mjs';

const FRAME_WAIT_MS = 15_000;

/**
 * A chat-room socket through the proxy, open and past its `ready` frame. `upstream` names the server the proxy
 * chose; `next(match)` resolves the first frame (already received or to come) that `match` accepts.
 */
export async function chatSocket(baseUrl) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/wps/chat-room/ws?language=EN&merchant=${MERCHANT}`;
  const socket = new WebSocket(url);
  const frames = [];
  const waiters = [];
  let upstream;
  socket.on('upgrade', (response) => (upstream = response.headers[UPSTREAM_HEADER]));
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data));
    frames.push(frame);
    for (const waiter of [...waiters]) if (waiter.match(frame)) waiter.resolve(frame);
  });
  const next = (match) => {
    const seen = frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (frame) => (clearTimeout(timer), resolve(frame)) };
      const timer = setTimeout(
        () => reject(new Error(`no such frame; got ${JSON.stringify(frames)}`)),
        FRAME_WAIT_MS,
      );
      waiters.push(waiter);
    });
  };
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  await next((frame) => frame.type === 'ready');
  return {
    upstream,
    next,
    send: (frame) => socket.send(JSON.stringify(frame)),
    close: () => socket.close(),
  };
}
