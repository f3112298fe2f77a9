/**
 * A process's recorder of one way in's usage: rows are added as answers arrive and written to the
 * build (usage-ledger.ts) in the background, one write at a time, rows that arrive meanwhile going
 * into the next write. `flush()` waits for every row added so far: createClient's `close()` and the
 * CLI commands await it, so a short-lived process never exits before its record is written. A
 * write in flight is an agent CLI child process, which keeps Node alive until it ends even when
 * nobody awaits it.
 */
import type { AgentCli } from "../agent/agent-cli.js";
import type { UsageRow, UsageSource } from "./usage-entry.js";
import type { LedgerJob } from "./usage-ledger.js";

export interface UsageRecorder {
  add(row: UsageRow): void;
  /** Resolves when every row added so far is written (or its failure warned about). Never rejects. */
  flush(): Promise<void>;
}

export interface UsageRecorderOptions {
  warn?: (line: string) => void;
  agent?: Pick<AgentCli, "getMetaData" | "setMetaData">;
}

export function createUsageRecorder(
  job: LedgerJob,
  source: UsageSource,
  options: UsageRecorderOptions = {},
): UsageRecorder {
  let pending: UsageRow[] = [];
  let writing: Promise<void> | undefined;

  const drain = async (): Promise<void> => {
    // Loaded on the first answer: `import("jobai")` stays small (the agent CLI, the file lock).
    const { recordJobUsage } = await import("./usage-ledger.js");
    while (pending.length > 0) {
      const rows = pending;
      pending = [];
      await recordJobUsage(job, source, rows, options.warn, options.agent ? { agent: options.agent } : {});
    }
    writing = undefined;
  };

  return {
    add(row) {
      pending.push(row);
      writing ??= drain();
    },
    async flush() {
      while (writing) await writing;
    },
  };
}
