import { configDefaults, defineConfig } from "vitest/config";
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
  },
});
