import type { WebSocket } from 'ws';
import type { ChatMensagem } from '@church/contracts-chat';
import type { ChatBroker, ChatEvent } from './chat-broker';

/** A socket whose unsent frames pass this many bytes is too slow for the room: it is closed, not waited for. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Who a socket says it is (a chat token it sent): its person's id, and whether they are staff. */
export interface ChatSocketIdentity {
  id: string;
  staff: boolean;
}

interface Room {
  sockets: Set<WebSocket>;
  unsubscribe: () => void;
  /** When the last presence frame went to the room, and the one waiting to go. */
  presenceSentAt: number;
  presenceTimer: NodeJS.Timeout | null;
}

/**
 * This process's chat sockets, by channel key. A room subscribes to the broker once, while it has a
 * socket; each event is serialised once and the same frame written to every socket of the room.
 * Presence is the room's count: sent to a socket when it joins, and to the whole room when it
 * changes, at most once per `presenceIntervalMs`. (A broker across replicas must sum the replicas'
 * counts; the in-process one holds them all.)
 */
export class ChatSockets {
  private readonly rooms = new Map<string, Room>();
  private readonly identities = new WeakMap<WebSocket, ChatSocketIdentity>();

  constructor(
    private readonly broker: ChatBroker,
    private readonly presenceIntervalMs = 1000,
  ) {}

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
    if (!room) {
      const created: Room = { sockets: new Set(), unsubscribe: () => undefined, presenceSentAt: 0, presenceTimer: null };
      created.unsubscribe = this.broker.subscribe(key, (event) => this.send(created, event));
      this.rooms.set(key, created);
      room = created;
    }
    const joined = room;
    joined.sockets.add(socket);
    socket.once('close', () => this.leave(key, joined, socket));
    this.write(socket, JSON.stringify({ tipo: 'presenca', total: joined.sockets.size } satisfies ChatEvent));
    this.presenceChanged(joined);
  }

  private leave(key: string, room: Room, socket: WebSocket): void {
    if (!room.sockets.delete(socket)) return;
    if (room.sockets.size > 0) return this.presenceChanged(room);
    if (room.presenceTimer) clearTimeout(room.presenceTimer);
    room.unsubscribe();
    if (this.rooms.get(key) === room) this.rooms.delete(key);
  }

  private presenceChanged(room: Room): void {
    if (room.presenceTimer) return;
    const wait = room.presenceSentAt + this.presenceIntervalMs - Date.now();
    const sendNow = () => {
      room.presenceTimer = null;
      room.presenceSentAt = Date.now();
      if (room.sockets.size > 0) this.send(room, { tipo: 'presenca', total: room.sockets.size });
    };
    if (wait <= 0) return sendNow();
    room.presenceTimer = setTimeout(sendNow, wait);
    room.presenceTimer.unref();
  }

  private send(room: Room, event: ChatEvent): void {
    if (event.tipo === 'mensagem_silenciada') return this.sendMuted(room, event.mensagem);
    if (event.tipo === 'denuncia') return this.sendToStaff(room, event);
    const frame = JSON.stringify(event);
    for (const socket of room.sockets) this.write(socket, frame);
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

  /** What only staff are told (reports). */
  private sendToStaff(room: Room, event: ChatEvent): void {
    const frame = JSON.stringify(event);
    for (const socket of room.sockets) if (this.identities.get(socket)?.staff) this.write(socket, frame);
  }

  private write(socket: WebSocket, frame: string): void {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(frame);
  }

  /** Closes every socket (the server is stopping): clients reconnect elsewhere and catch up. */
  close(): void {
    for (const room of this.rooms.values()) {
      if (room.presenceTimer) clearTimeout(room.presenceTimer);
      room.unsubscribe();
      for (const socket of room.sockets) socket.close(1001, 'server stopping');
    }
    this.rooms.clear();
  }
}
