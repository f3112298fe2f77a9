import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files of `npm test` that take longest (measured on two cores), started first so that no long
 * file starts last and runs alone while the other worker idles. Vitest itself orders by the
 * durations of the last run when it has them (node_modules/.vite/vitest); a fresh clone has none,
 * and orders by file size. Keep the longest here, longest first; the rest follow vitest's order.
 */
export const longestFiles = [
  "test/readme/readme.test.ts",
  "test/rest/cli-catalog.test.ts",
  "test/install/waits.test.ts",
  "test/cli/trial-edges.test.ts",
  "test/limit/poisoned-store.test.ts",
  "test/doctor/doctor.test.ts",
  "test/rest/main-emulator.test.ts",
  "test/emulator/emulate-cli.test.ts",
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longestFiles.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index < 0 ? longestFiles.length : index;
    };
    // Array.prototype.sort is stable: the unlisted files keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
