import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirst } from "./test/longest-first.js";
import { trialFiles } from "./test/trial-files.js";

// `npm test`: everything but the trials (test/trial-files.ts), which `npm run test:trials` runs.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...trialFiles],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Two cores are all CI has, but most files spend much of their time waiting (on their child
    // processes, servers, and windows of real time): three files at once keep both cores busy.
    // (`--maxWorkers=2` on the command line for the old setting.)
    maxWorkers: 3,
    // The longest files first (test/longest-first.ts): a fresh clone has no durations of a last run.
    sequence: { sequencer: LongestFirst },
  },
});
