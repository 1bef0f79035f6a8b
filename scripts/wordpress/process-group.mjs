// Servers started in their own process group, and stopped with everything they forked: `php -S`
// workers (PHP_CLI_SERVER_WORKERS) outlive their parent, so killing the parent alone leaves them running.
import { spawn } from 'node:child_process';
import { openSync, closeSync, readdirSync, readFileSync } from 'node:fs';

const running = new Set();

/** Last resort if the caller dies before stopping: no server outlives the Node process. */
process.once('exit', () => {
  for (const pgid of running) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

/**
 * Starts `command` as the leader of a new process group, output appended to `logFile`.
 * @returns {{ pgid: number, exited: Promise<number | null> }}
 */
export function spawnGroup(command, args, { env = process.env, cwd, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  running.add(child.pid);
  return { pgid: child.pid, exited };
}

/** Live members of a process group (zombies excluded: nobody may reap an orphaned worker). */
function groupMembers(pgid) {
  const members = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name, which may itself hold spaces and parentheses.
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(group) === pgid && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

/** SIGTERM to the whole group, SIGKILL after `graceMs`; resolves once no member is left. */
export async function stopGroup(pgid, { graceMs = 5_000 } = {}) {
  const signal = (name) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // The group is already empty.
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupMembers(pgid).length > 0) {
    if (Date.now() > deadline) {
      signal('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupMembers(pgid).length > 0 && Date.now() > deadline + 5_000) {
        throw new Error(`process group ${pgid} survived SIGKILL: ${groupMembers(pgid).join(', ')}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  running.delete(pgid);
}
