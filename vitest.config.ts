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
    // Integration tests spawn processes and servers; two cores are all CI has.
    maxWorkers: 2,
    // The longest files first (test/longest-first.ts): a fresh clone has no durations of a last run.
    sequence: { sequencer: LongestFirst },
  },
});
