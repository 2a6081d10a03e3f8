// A WebSocket client for benchmarks, as light as one can be: the handshake over a plain TCP socket, then
// only what a server sends parsed (unmasked, unfragmented frames, no extensions), each data frame's
// payload handed on as bytes. 5,000 of them share the benchmark's process with the senders, and a full
// client's per-message machinery (events, validation, decoding) was what its delivery times measured.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';

const OPCODE_CLOSE = 8;

/**
 * Opens `url` (ws://host:port/path); resolves once upgraded, with `terminate()`. `onData(payload)` gets
 * each text or binary frame; `onClose()`, if given, is called once the upgraded socket has closed (by
 * either side, or by a server that went away).
 */
export function openRawWebSocket(url, onData, onClose) {
  const { hostname, port, pathname, search, host } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port || 80) });
    socket.setNoDelay(true);
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    const fail = (error) => {
      socket.destroy();
      reject(error);
    };
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = buffered.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101')) return fail(new Error(`No upgrade: ${head.split('\r\n')[0]}`));
        upgraded = true;
        buffered = buffered.subarray(end + 4);
        socket.off('error', fail);
        socket.on('error', () => undefined);
        if (onClose) socket.once('close', onClose);
        resolve({ terminate: () => socket.destroy() });
      }
      let at = 0;
      while (buffered.length - at >= 2) {
        const opcode = buffered[at] & 0x0f;
        let length = buffered[at + 1] & 0x7f;
        let start = at + 2;
        if (length === 126) {
          if (buffered.length - at < 4) break;
          length = buffered.readUInt16BE(at + 2);
          start = at + 4;
        } else if (length === 127) {
          if (buffered.length - at < 10) break;
          length = Number(buffered.readBigUInt64BE(at + 2));
          start = at + 10;
        }
        if (buffered.length < start + length) break;
        if (opcode === OPCODE_CLOSE) return socket.destroy();
        if (opcode === 1 || opcode === 2) onData(buffered.subarray(start, start + length));
        at = start + length;
      }
      buffered = at === buffered.length ? Buffer.alloc(0) : buffered.subarray(at);
    });
  });
}
