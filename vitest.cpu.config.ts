import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.js";

// `npm test` with each file's CPU time logged (test/helpers/cpu-time.ts): TEST_CPU_LOG=FILE.
export default mergeConfig(base, defineConfig({ test: { setupFiles: ["test/helpers/cpu-time.ts"] } }));
