import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';
export const hasRedisServer = fs.existsSync(REDIS_SERVER);

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** One command over a raw connection (no client library, so no retries or queues of its own). */
export function redisCommand(port: number, command: string, timeoutMs = 1000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`redis ${command}: no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.endsWith('\r\n')) {
        clearTimeout(timer);
        socket.end();
        resolve(answer.trim());
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(answer.trim());
    });
  });
}

/** A redis-server of the test's own on `port`, persisting nothing. */
export class RedisProcess {
  child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(REDIS_SERVER, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        if ((await redisCommand(this.port, 'PING', 500)) === '+PONG') return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${this.port}`);
      await sleep(50);
    }
  }

  /** Stops it and waits until the process is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGCONT');
    child.kill('SIGKILL');
    await exited;
    this.child = undefined;
  }

  freeze(): void {
    this.child?.kill('SIGSTOP');
  }

  thaw(): void {
    this.child?.kill('SIGCONT');
  }
}

/**
 * A TCP proxy in front of `target` that the test can cut (existing connections dropped, new ones
 * accepted but never answered: a blackholed network), freeze (established connections stay open
 * but nothing gets through: a host that vanished) and restore.
 */
export class TcpProxy {
  private server = net.createServer((socket) => this.accept(socket));
  private open = true;
  private frozen = false;
  private piped = new Set<net.Socket>();
  private held = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  private accept(socket: net.Socket): void {
    socket.on('error', () => {});
    if (!this.open) {
      this.held.add(socket);
      socket.on('close', () => this.held.delete(socket));
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    for (const s of [socket, upstream]) {
      this.piped.add(s);
      s.on('close', () => this.piped.delete(s));
    }
    socket.on('data', (chunk) => this.frozen || upstream.write(chunk));
    upstream.on('data', (chunk) => this.frozen || socket.write(chunk));
  }

  freeze(): void {
    this.frozen = true;
  }

  cut(): void {
    this.open = false;
    for (const s of this.piped) s.destroy();
  }

  restore(): void {
    this.open = true;
    this.frozen = false;
    for (const s of this.held) s.destroy();
  }

  async close(): Promise<void> {
    this.cut();
    for (const s of this.held) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
