/**
 * Per-file CPU time, for finding what makes `npm test` slow on a loaded machine (wall time there
 * says little). A setup file, off unless asked for:
 *
 *   TEST_CPU_LOG=/tmp/cpu.jsonl npx vitest run --config vitest.cpu.config.ts
 *
 * appends one line per test file: its wall time and the CPU seconds of its worker plus every child
 * process it waited for (the CLI, emulators, redis-server: /proc/self/stat's utime, stime, cutime,
 * cstime). Linux only.
 */
import { appendFileSync, readFileSync } from "node:fs";
import { afterAll, expect } from "vitest";

const log = process.env.TEST_CPU_LOG;

function cpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // The fields after the command name, which may hold spaces: state is field 3, utime field 14.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return ticks / 100;
}

if (log) {
  // From here: the test file's own imports are counted, vitest's start of the worker is not.
  const cpu = cpuSeconds();
  const wall = Date.now();
  afterAll(() => {
    const file = expect.getState().testPath ?? "?";
    const line = { file, wall: (Date.now() - wall) / 1000, cpu: cpuSeconds() - cpu };
    appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}
