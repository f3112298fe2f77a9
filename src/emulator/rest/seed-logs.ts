import { createHash } from "node:crypto";
import type { EmuBuild, EmuJob } from "./model.js";

/**
 * What the seeded jobs print: the output of the test runners CI jobs run (vitest, jest, pytest,
 * go test, cargo test), written for the emulator, so a failed build has a failure worth reading and
 * a summary worth asking for. The runner of a build is fixed by its number (`runnerOf`), so the
 * same seed always gives the same logs and docs can name them.
 */

export interface TestRunner {
  /** The runner's name: `vitest`, `jest`, `pytest`, `go test`, `cargo test`. */
  name: string;
  /** The step's command line. */
  command: string;
  /** The lines of a passing run. */
  passed: readonly string[];
  /** The lines of a failing run, the failure's message and place among them. */
  failed: readonly string[];
  /** The failing test, as a JUnit report names it: [suite, test case, message]. */
  junit: readonly [string, string, string];
}

export const TEST_RUNNERS: readonly TestRunner[] = [
  {
    name: "vitest",
    command: "npm test",
    passed: [
      "> app@1.0.0 test",
      "> vitest run",
      "",
      " RUN  v3.2.4 /workdir",
      "",
      " ✓ test/cart.test.ts (9 tests) 41ms",
      " ✓ test/checkout.test.ts (14 tests) 118ms",
      "",
      " Test Files  12 passed (12)",
      "      Tests  131 passed (131)",
      "   Duration  2.84s",
    ],
    failed: [
      "> app@1.0.0 test",
      "> vitest run",
      "",
      " RUN  v3.2.4 /workdir",
      "",
      " ✓ test/checkout.test.ts (14 tests) 118ms",
      " ❯ test/cart.test.ts (9 tests | 1 failed) 44ms",
      "   × cart > applies the discount 12ms",
      "     → expected 90 to be 81",
      "",
      "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯",
      "",
      " FAIL  test/cart.test.ts > cart > applies the discount",
      "AssertionError: expected 90 to be 81",
      "",
      "- Expected",
      "+ Received",
      "",
      "- 81",
      "+ 90",
      "",
      " ❯ test/cart.test.ts:14:22",
      "     12|     const cart = new Cart([{ sku: 'A1', price: 100 }]);",
      "     13|     cart.applyDiscount('SPRING10');",
      "     14|     expect(cart.total()).toBe(81);",
      "       |                          ^",
      "",
      " Test Files  1 failed | 11 passed (12)",
      "      Tests  1 failed | 130 passed (131)",
      "   Duration  2.91s",
    ],
    junit: ["test/cart.test.ts", "cart > applies the discount", "AssertionError: expected 90 to be 81"],
  },
  {
    name: "jest",
    command: "npx jest --ci",
    passed: [
      "PASS src/api/users.test.js",
      "PASS src/api/orders.test.js",
      "",
      "Test Suites: 8 passed, 8 total",
      "Tests:       64 passed, 64 total",
      "Time:        4.112 s",
      "Ran all test suites.",
    ],
    failed: [
      "PASS src/api/users.test.js",
      "FAIL src/api/orders.test.js",
      "  ● orders API › GET /orders/:id › returns 404 for an unknown order",
      "",
      "    expect(received).toBe(expected) // Object.is equality",
      "",
      "    Expected: 404",
      "    Received: 500",
      "",
      "      41 |     const res = await request(app).get('/orders/does-not-exist');",
      "    > 42 |     expect(res.status).toBe(404);",
      "         |                        ^",
      "      43 |   });",
      "",
      "      at Object.<anonymous> (src/api/orders.test.js:42:24)",
      "",
      "Test Suites: 1 failed, 7 passed, 8 total",
      "Tests:       1 failed, 63 passed, 64 total",
      "Time:        4.380 s",
      "Ran all test suites.",
    ],
    junit: [
      "src/api/orders.test.js",
      "orders API › GET /orders/:id › returns 404 for an unknown order",
      "expect(received).toBe(expected): Expected 404, Received 500",
    ],
  },
  {
    name: "pytest",
    command: "python -m pytest -q",
    passed: [
      "============================= test session starts ==============================",
      "platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0",
      "rootdir: /workdir",
      "collected 57 items",
      "",
      "tests/test_billing.py ..........................                         [ 45%]",
      "tests/test_invoices.py ...............................                   [100%]",
      "",
      "============================== 57 passed in 1.93s ==============================",
    ],
    failed: [
      "============================= test session starts ==============================",
      "platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0",
      "rootdir: /workdir",
      "collected 57 items",
      "",
      "tests/test_billing.py ..........................                         [ 45%]",
      "tests/test_invoices.py .............F.................                   [100%]",
      "",
      "=================================== FAILURES ===================================",
      "__________________________ test_invoice_total_rounds __________________________",
      "",
      "    def test_invoice_total_rounds():",
      '        invoice = Invoice(lines=[Line("widget", Decimal("19.995"), qty=3)])',
      '>       assert invoice.total() == Decimal("59.99")',
      "E       AssertionError: assert Decimal('59.98') == Decimal('59.99')",
      "E        +  where Decimal('59.98') = <Invoice 3 lines>.total()",
      "",
      "tests/test_invoices.py:48: AssertionError",
      "=========================== short test summary info ============================",
      "FAILED tests/test_invoices.py::test_invoice_total_rounds - AssertionError: assert Decimal('59.98') == Decimal('59.99')",
      "========================= 1 failed, 56 passed in 2.04s =========================",
    ],
    junit: [
      "tests.test_invoices",
      "test_invoice_total_rounds",
      "AssertionError: assert Decimal('59.98') == Decimal('59.99')",
    ],
  },
  {
    name: "go test",
    command: "go test ./...",
    passed: [
      "ok  \texample.com/app/internal/cache\t0.412s",
      "ok  \texample.com/app/internal/server\t1.087s",
      "ok  \texample.com/app/internal/store\t0.233s",
    ],
    failed: [
      "ok  \texample.com/app/internal/cache\t0.412s",
      "--- FAIL: TestServer_Shutdown (2.01s)",
      "    server_test.go:88: shutdown did not finish within 2s: 1 connection still open",
      "    server_test.go:91: goroutine leak: 3 goroutines still running after Shutdown",
      "FAIL",
      "FAIL\texample.com/app/internal/server\t2.145s",
      "ok  \texample.com/app/internal/store\t0.233s",
      "FAIL",
    ],
    junit: [
      "example.com/app/internal/server",
      "TestServer_Shutdown",
      "shutdown did not finish within 2s: 1 connection still open",
    ],
  },
  {
    name: "cargo test",
    command: "cargo test --locked",
    passed: [
      "   Compiling app v0.4.1 (/workdir)",
      "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.02s",
      "     Running unittests src/lib.rs (target/debug/deps/app-3f2a9c1d8e7b6a50)",
      "",
      "running 23 tests",
      "test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s",
    ],
    failed: [
      "   Compiling app v0.4.1 (/workdir)",
      "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.37s",
      "     Running unittests src/lib.rs (target/debug/deps/app-3f2a9c1d8e7b6a50)",
      "",
      "running 23 tests",
      "test parser::tests::parses_empty_header ... ok",
      "test parser::tests::rejects_overlong_header ... FAILED",
      "",
      "failures:",
      "",
      "---- parser::tests::rejects_overlong_header stdout ----",
      "",
      "thread 'parser::tests::rejects_overlong_header' panicked at src/parser.rs:212:9:",
      "assertion `left == right` failed: a header of 9000 bytes must be refused",
      "  left: Ok(Header { len: 9000 })",
      " right: Err(TooLong)",
      "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
      "",
      "failures:",
      "    parser::tests::rejects_overlong_header",
      "",
      "test result: FAILED. 22 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s",
      "",
      "error: test failed, to rerun pass `--lib`",
    ],
    junit: [
      "app::parser",
      "parser::tests::rejects_overlong_header",
      "assertion `left == right` failed: a header of 9000 bytes must be refused",
    ],
  },
];

/**
 * The runner of a build, by index: fixed by its number, so the seed is the same every run. A hash,
 * not `number % 5`: the seed's state mix is a function of the number modulo 100 (seed.ts), and a
 * plain remainder would tie each runner to a few states (one runner never failed).
 */
export function runnerIndex(number: number): number {
  return createHash("sha256").update(`runner:${number}`).digest().readUInt32BE(0) % TEST_RUNNERS.length;
}

export function runnerOf(build: Pick<EmuBuild, "number">): TestRunner {
  return TEST_RUNNERS[runnerIndex(build.number)] as TestRunner;
}

/** The lint step's lines: quiet when it passes, as linters are. */
const LINT = ["> app@1.0.0 lint", "> biome check .", "Checked 214 files in 96ms. No fixes applied."];

/** The log of a seeded job: its runner's output, failing for a failed or timed-out job. */
export function seededLog(build: EmuBuild, job: EmuJob): string {
  // A job that never started has no log yet.
  if (job.started_at === null || job.state === "skipped") return "";
  const runner = runnerOf(build);
  const lines = [
    `~~~ Preparing working directory`,
    `$ git checkout -f ${build.commit.slice(0, 7)}`,
    `HEAD is now at ${build.commit.slice(0, 7)} ${build.message}`,
    `~~~ Running ${job.name}`,
    `$ ${job.command ?? "true"}`,
  ];
  const failed = job.state === "failed" || job.state === "timed_out";
  const output = job.name === "Test" ? (failed ? runner.failed : runner.passed) : undefined;
  if (output && (job.state === "running" || job.state === "canceled")) {
    // Still running, or stopped midway: the output so far.
    lines.push(...output.slice(0, Math.ceil(output.length / 2)));
    if (job.state === "canceled") lines.push("Received cancellation signal, interrupting");
    return `${lines.join("\n")}\n`;
  }
  if (output) lines.push(...output);
  else if (job.name === "Lint") lines.push(...LINT);
  else lines.push(`Deploying ${build.commit.slice(0, 7)} to staging`, "Deployed in 38s.");
  if (job.state === "timed_out") lines.push("🚨 Error: The job timed out after 30 minutes");
  else if (failed) lines.push(`🚨 Error: The command exited with status ${job.exit_status ?? 1}`);
  return `${lines.join("\n")}\n`;
}

/** The JUnit report a failed test job uploads: its runner's failing test. */
export function junitReport(build: EmuBuild): string {
  const [suite, testCase, message] = runnerOf(build).junit;
  const xml = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites tests="1" failures="1">`,
    `  <testsuite name="${xml(suite)}" tests="1" failures="1">`,
    `    <testcase classname="${xml(suite)}" name="${xml(testCase)}">`,
    `      <failure message="${xml(message)}">${xml(message)}</failure>`,
    "    </testcase>",
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}
