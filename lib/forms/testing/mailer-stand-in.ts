// Starts the loopback mailer stand-in (e2e/stand-ins/mailer-server.mjs) for Jest integration tests.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export type RecordedFile = { name: string; type: string; size: number; sha256: string; base64?: string };
export type RecordedRequest = {
  method: string;
  path: string;
  contentType: string;
  json?: unknown;
  fields?: Record<string, string>;
  files?: Record<string, RecordedFile>;
  raw?: string;
};
export type MailerMode = 'ok' | '500' | 'html' | 'success-false' | 'hang' | 'refuse';

export type MailerStandIn = {
  url: string;
  requests(): Promise<RecordedRequest[]>;
  reset(): Promise<void>;
  mode(mode: MailerMode): Promise<void>;
  stop(): Promise<void>;
};

export async function startMailerStandIn(): Promise<MailerStandIn> {
  const script = path.join(process.cwd(), 'e2e/stand-ins/mailer-server.mjs');
  const child: ChildProcess = spawn(process.execPath, [script], { env: { ...process.env, MAILER_PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mailer listening on (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`mailer stand-in exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  const control = (pathname: string, init?: RequestInit) => fetch(`${url}/__control/${pathname}`, init);
  return {
    url,
    requests: async () => (await (await control('requests')).json()) as RecordedRequest[],
    reset: async () => {
      await control('reset', { method: 'POST' });
    },
    mode: async (mode) => {
      const response = await control('mode', { method: 'POST', body: JSON.stringify({ mode }) });
      if (!response.ok) throw new Error(`mode ${mode} refused`);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
