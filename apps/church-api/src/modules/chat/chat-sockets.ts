import { randomUUID } from 'node:crypto';
import ws, { type WebSocket } from 'ws';
import type { ChatMensagem } from '@church/contracts-chat';
import type { ChatBroker, ChatEvent } from './chat-broker';

/** A text frame made once for many sockets: its payload, and the whole frame as written on the wire. */
interface Preframed {
  payload: Buffer;
  bytes: Buffer;
}

/** ws's framing (`Sender.frame`, exported by ws though its types leave it out). */
const { Sender } = ws as unknown as { Sender: { frame(data: Buffer, options: { fin: boolean; rsv1: boolean; opcode: number; mask: boolean; readOnly: boolean }): Buffer[] } };

function preframed(text: string): Preframed {
  const payload = Buffer.from(text);
  return { payload, bytes: Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: false })) };
}

/** A socket whose unsent frames pass this many bytes is too slow for the room: it is closed, not waited for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Who a socket says it is (a chat token it sent): its person's id, and whether they are staff. */
export interface ChatSocketIdentity {
  id: string;
  staff: boolean;
}

/** How often each process tells the others its count of each room it holds, so that a count survives a lost event. */
const PRESENCE_HEARTBEAT_MS = 10_000;
/** A process not heard of for this long has stopped (or lost its broker): its count is dropped. */
const PRESENCE_EXPIRY_MS = 3 * PRESENCE_HEARTBEAT_MS;

interface Room {
  key: string;
  sockets: Set<WebSocket>;
  unsubscribe: () => void;
  /** The other processes' counts of this room, as each last told, and when. */
  elsewhere: Map<string, { total: number; at: number }>;
  /** When this process last told its count, and the telling waiting to go. */
  toldAt: number;
  tellTimer: NodeJS.Timeout | null;
  /** When the last presence frame went to the room, what it said, and the one waiting to go. */
  presenceSentAt: number;
  presenceSent: number;
  presenceTimer: NodeJS.Timeout | null;
}

/**
 * This process's chat sockets, by channel key. A room subscribes to the broker once, while it has a
 * socket; each event is serialised once and the same frame written to every socket of the room.
 * Presence is the channel's count across every server process: each tells the others its own count
 * of the room through the broker (when it changes, at most once per `presenceIntervalMs`, and every
 * 10 s), and sends its sockets the sum: to a socket when it joins, and to the whole room when the sum
 * changes, at most once per `presenceIntervalMs`. A process not heard of for 30 s counts for nothing.
 */
export class ChatSockets {
  private readonly rooms = new Map<string, Room>();
  private readonly identities = new WeakMap<WebSocket, ChatSocketIdentity>();
  /** This process, as the others know it. */
  private readonly replica = randomUUID();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stopHearingMissed: () => void;

  constructor(
    private readonly broker: ChatBroker,
    private readonly presenceIntervalMs = 1000,
    private readonly onPublishError: (error: unknown) => void = () => undefined,
    /** Follows how many sockets this process holds (`/metrics`). */
    private readonly connections: { inc(): void; dec(): void } = { inc: () => undefined, dec: () => undefined },
  ) {
    this.heartbeat = setInterval(() => this.beat(), PRESENCE_HEARTBEAT_MS);
    this.heartbeat.unref();
    this.stopHearingMissed = broker.onMissedEvents(() => this.reconnectAll());
  }

  /** How many sockets the channel has here. */
  count(key: string): number {
    return this.rooms.get(key)?.sockets.size ?? 0;
  }

  /** The socket identified itself: it also receives its person's muted messages, or every muted one for staff. */
  identify(socket: WebSocket, identity: ChatSocketIdentity): void {
    this.identities.set(socket, identity);
  }

  join(key: string, socket: WebSocket): void {
    let room = this.rooms.get(key);
    const opened = !room;
    if (!room) {
      const created: Room = {
        key,
        sockets: new Set(),
        unsubscribe: () => undefined,
        elsewhere: new Map(),
        toldAt: 0,
        tellTimer: null,
        presenceSentAt: 0,
        presenceSent: 0,
        presenceTimer: null,
      };
      created.unsubscribe = this.broker.subscribe(key, (event) => this.send(created, event));
      this.rooms.set(key, created);
      room = created;
    }
    const joined = room;
    joined.sockets.add(socket);
    this.connections.inc();
    socket.once('close', () => this.leave(key, joined, socket));
    this.write(socket, JSON.stringify({ tipo: 'presenca', total: this.total(joined) } satisfies ChatEvent));
    // A process that just opened the room knows nobody else's count yet: it asks.
    if (opened) this.tell(joined, true);
    else this.countChanged(joined);
  }

  private leave(key: string, room: Room, socket: WebSocket): void {
    if (!room.sockets.delete(socket)) return;
    this.connections.dec();
    if (room.sockets.size > 0) return this.countChanged(room);
    for (const timer of [room.presenceTimer, room.tellTimer]) if (timer) clearTimeout(timer);
    this.tell(room);
    room.unsubscribe();
    if (this.rooms.get(key) === room) this.rooms.delete(key);
  }

  /** The channel's count: this process's sockets and what the others last told (those heard of lately). */
  private total(room: Room): number {
    const since = Date.now() - PRESENCE_EXPIRY_MS;
    let total = room.sockets.size;
    for (const [replica, told] of room.elsewhere) {
      if (told.at < since) room.elsewhere.delete(replica);
      else total += told.total;
    }
    return total;
  }

  /** This process's count changed: the others are told, and its sockets sent the new sum (each at most once per interval). */
  private countChanged(room: Room): void {
    this.presenceChanged(room);
    if (room.tellTimer) return;
    const wait = room.toldAt + this.presenceIntervalMs - Date.now();
    if (wait <= 0) return this.tell(room);
    room.tellTimer = setTimeout(() => this.tell(room), wait);
    room.tellTimer.unref();
  }

  private tell(room: Room, ask = false): void {
    room.tellTimer = null;
    room.toldAt = Date.now();
    const told: ChatEvent = { tipo: 'presenca_replica', replica: this.replica, total: room.sockets.size, ...(ask ? { pedido: true } : {}) };
    this.broker.publish(room.key, told).catch(this.onPublishError);
  }

  /** Every room's count told again, and counts of processes no longer heard of dropped from what the sockets see. */
  private beat(): void {
    for (const room of this.rooms.values()) {
      this.tell(room);
      this.presenceChanged(room);
    }
  }

  private heardCount(room: Room, event: { replica: string; total: number; pedido?: boolean }): void {
    if (event.replica === this.replica) return;
    if (event.total > 0) room.elsewhere.set(event.replica, { total: event.total, at: Date.now() });
    else room.elsewhere.delete(event.replica);
    if (event.pedido && room.sockets.size > 0) this.tell(room);
    this.presenceChanged(room);
  }

  private presenceChanged(room: Room): void {
    if (room.presenceTimer) return;
    const wait = room.presenceSentAt + this.presenceIntervalMs - Date.now();
    const sendNow = () => {
      room.presenceTimer = null;
      const total = this.total(room);
      if (room.sockets.size === 0 || total === room.presenceSent) return;
      room.presenceSentAt = Date.now();
      room.presenceSent = total;
      this.send(room, { tipo: 'presenca', total });
    };
    if (wait <= 0) return sendNow();
    room.presenceTimer = setTimeout(sendNow, wait);
    room.presenceTimer.unref();
  }

  private send(room: Room, event: ChatEvent): void {
    if (event.tipo === 'presenca_replica') return this.heardCount(room, event);
    if (event.tipo === 'mensagem_silenciada') return this.sendMuted(room, event.mensagem);
    if (event.tipo === 'denuncia' || event.tipo === 'momento_respostas') return this.sendToStaff(room, event);
    // Framed once for the whole room: each socket then costs one write of the same bytes.
    const framed = preframed(JSON.stringify(event));
    for (const socket of room.sockets) this.write(socket, framed);
  }

  /** A muted author's message: to their own sockets as any message, to staff's marked, to nobody else. */
  private sendMuted(room: Room, mensagem: ChatMensagem): void {
    let own: string | null = null;
    let staff: string | null = null;
    for (const socket of room.sockets) {
      const identity = this.identities.get(socket);
      if (identity?.staff) this.write(socket, (staff ??= JSON.stringify({ tipo: 'mensagem', mensagem: { ...mensagem, silenciada: true } } satisfies ChatEvent)));
      else if (identity?.id === mensagem.autor.id) this.write(socket, (own ??= JSON.stringify({ tipo: 'mensagem', mensagem } satisfies ChatEvent)));
    }
  }

  /** What only staff are told (reports, a moment's counts). */
  private sendToStaff(room: Room, event: ChatEvent): void {
    const frame = JSON.stringify(event);
    for (const socket of room.sockets) if (this.identities.get(socket)?.staff) this.write(socket, frame);
  }

  /** Writes a text frame of JSON: a string, or one framed for many sockets (`preframed`). */
  private write(socket: WebSocket, frame: string | Preframed): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    if (typeof frame === 'string') return socket.send(frame);
    // The frame's bytes straight to the connection: ws's sender writes synchronously when nothing is
    // compressed (no extension: the server offers none), so the order of frames is kept.
    const connection = (socket as unknown as { _socket?: { write(bytes: Buffer): boolean } })._socket;
    if (socket.extensions === '' && connection) connection.write(frame.bytes);
    else socket.send(frame.payload, { binary: false });
  }

  /**
   * This process may have missed events (its broker's connection was lost and is back): every socket
   * is closed with 1012 (try again), and its client reconnects and catches up by `seq` and removals,
   * as after any reconnection, so no message or removal published meanwhile stays unseen.
   */
  private reconnectAll(): void {
    for (const room of this.rooms.values()) {
      for (const socket of room.sockets) socket.close(1012, 'events may have been missed: reconnect and catch up');
    }
  }

  /** Closes every socket (the server is stopping): clients reconnect elsewhere and catch up. */
  close(): void {
    this.stopHearingMissed();
    clearInterval(this.heartbeat);
    for (const room of this.rooms.values()) {
      for (const timer of [room.presenceTimer, room.tellTimer]) if (timer) clearTimeout(timer);
      room.unsubscribe();
      for (const socket of room.sockets) socket.close(1001, 'server stopping');
    }
    this.rooms.clear();
  }
}
