// Types of process-group.mjs for the TypeScript contract test.
export function spawnGroup(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; logFile: string },
): { pgid: number; exited: Promise<number | null> };

export function stopGroup(pgid: number, options?: { graceMs?: number }): Promise<void>;
