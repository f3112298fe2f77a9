import { defineConfig } from "vitest/config";
import { trialFiles } from "./test/trial-files.js";

// `npm run test:trials`: the long process trials that `npm test` leaves out (test/trial-files.ts).
export default defineConfig({
  test: {
    include: trialFiles,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    maxWorkers: 2,
  },
});
