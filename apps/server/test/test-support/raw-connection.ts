import { connect, type Socket } from 'node:net';

export interface RawReply {
  status: number;
  headers: Headers;
  body: string;
}

export interface Closed {
  /** Milliseconds from opening the connection until the server closed it. */
  afterMs: number;
  /** What the server answered before closing, if anything. */
  reply: RawReply | undefined;
}

/**
 * A TCP connection that writes HTTP by hand, so that a test can send what no HTTP client would: a
 * body a byte at a time, headers that never end, bytes that are no HTTP at all.
 */
export class RawConnection {
  readonly closed: Promise<Closed>;
  private ended = false;

  private constructor(
    private readonly socket: Socket,
    openedAt: number,
  ) {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.closed = new Promise((resolve) => {
      socket.on('close', () => {
        this.ended = true;
        resolve({
          afterMs: Date.now() - openedAt,
          reply: parseReply(Buffer.concat(chunks).toString('latin1')),
        });
      });
    });
    // A reset after the reply is how some refusals end; the reply read so far still counts.
    socket.on('error', () => {});
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const { hostname, port } = new URL(baseUrl);
    return new Promise((resolve, reject) => {
      const openedAt = Date.now();
      const socket = connect({ host: hostname, port: Number(port) }, () =>
        resolve(new RawConnection(socket, openedAt)),
      );
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.ended;
  }

  write(text: string): void {
    if (!this.ended && this.socket.writable) this.socket.write(text);
  }

  /** Writes `pieces` one every `everyMs` until they run out or the server closes the connection. */
  async trickle(pieces: string[], everyMs: number): Promise<void> {
    for (const piece of pieces) {
      if (this.ended) return;
      this.write(piece);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }

  /** Closed by the server within `ms`, or undefined if it is still open then (and closed by us). */
  async closedWithin(ms: number): Promise<Closed | undefined> {
    const timer = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms));
    const result = await Promise.race([this.closed, timer]);
    if (!result) this.socket.destroy();
    return result;
  }
}

function parseReply(raw: string): RawReply | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (!raw.startsWith('HTTP/') || end < 0) return undefined;
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}
