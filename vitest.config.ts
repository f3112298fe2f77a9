import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirst } from "./test/longest-first.js";
import { trialFiles } from "./test/trial-files.js";

/**
 * The files that need a fresh worker, since what they change only takes effect on modules not yet
 * loaded, and a shared worker may have loaded them for an earlier file: `vi.mock` of modules of
 * src/ (job-context), nock's patch of node:http, which the REST transport's module binds when it
 * loads (nock: in a shared worker after a REST test, nock saw none of its requests).
 */
export const isolatedFiles = ["test/summarize/job-context.test.ts", "test/rest/nock.test.ts"];

// `npm test`: everything but the trials (test/trial-files.ts), which `npm run test:trials` runs:
// the files in workers they share, but for `isolatedFiles`.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores are all CI has, but most files spend much of their time waiting (on their child
    // processes, servers, and windows of real time): three files at once keep both cores busy.
    // (`--maxWorkers=2` on the command line for the old setting.)
    maxWorkers: 3,
    // The longest files first (test/longest-first.ts): a fresh clone has no durations of a last run.
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        // A worker runs file after file (vitest's `isolate: false`): a new worker per file cost
        // about half a CPU-second each (its start and the modules of src/ loaded again), some
        // 90 CPU-seconds of the suite. A file leaves nothing behind that another could see: it
        // restores what it changes in process.env and on globals, and closes what it started.
        extends: true,
        test: {
          name: "shared",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...trialFiles, ...isolatedFiles],
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
    ],
  },
});
