import { defineConfig } from "vitest/config";
import { trialFiles } from "./test/trial-files.js";

/**
 * Trials judged by how much of a budget they use: a second trial beside them on two cores takes the
 * CPU their processes need (the 40-job organization used 86.7% of its budget beside the store fault
 * suite's 16 processes, 98-100% alone), so they run after the others, one at a time.
 */
const aloneFiles = ["test/limit/organization-jobs.test.ts"];

// `npm run test:trials`: the long process trials that `npm test` leaves out (test/trial-files.ts).
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "trials",
          include: trialFiles.filter((file) => !aloneFiles.includes(file)),
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: { name: "alone", include: aloneFiles, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
