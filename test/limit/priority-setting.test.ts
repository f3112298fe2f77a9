/**
 * The priority setting (issue 22, item 2): one name in every way in, a clear error for a bad value,
 * and failed-step summaries `high` unless the step names a priority.
 */
import { describe, expect, test } from "vitest";
import { createJobContext } from "../../src/config/job-context.js";
import { resolveSettings } from "../../src/config/settings.js";
import { UsageError } from "../../src/errors.js";
import { createLimiter } from "../../src/limit/index.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { createSummaryClient } from "../../src/summarize/summary-client.js";

const job = {
  SERVICE_AGENT_ENDPOINT: "http://127.0.0.1:9/ai/vendor",
  SERVICE_AGENT_ACCESS_TOKEN: "priority-test-token",
  SERVICE_JOB_ID: "0190-job",
  JOBAI_LIMIT_STORE: "memory",
};

describe("rate-limit.priority", () => {
  test("from the option, then the plugin, then JOBAI_LIMIT_PRIORITY; unset when none names it", () => {
    expect(resolveSettings({}, {}, {}).priority).toBeUndefined();
    expect(resolveSettings({}, {}, { JOBAI_LIMIT_PRIORITY: "low" }).priority).toBe("low");
    expect(
      resolveSettings({}, { "rate-limit": { priority: "high" } }, { JOBAI_LIMIT_PRIORITY: "low" }).priority,
    ).toBe("high");
    expect(resolveSettings({ priority: "normal" }, { "rate-limit": { priority: "high" } }, {}).priority).toBe(
      "normal",
    );
  });

  test("a bad value is a UsageError naming the setting, its variable and the values", () => {
    expect(() => resolveSettings({}, {}, { JOBAI_LIMIT_PRIORITY: "urgent" })).toThrow(UsageError);
    expect(() => resolveSettings({}, {}, { JOBAI_LIMIT_PRIORITY: "urgent" })).toThrow(
      /JOBAI_LIMIT_PRIORITY.*high, normal, low/,
    );
  });

  test("the library's limiter counts for the job (SERVICE_JOB_ID, else the process) at its priority", async () => {
    const inJob = createLimiter({
      store: createMemoryStore(),
      env: { SERVICE_JOB_ID: "42" },
      priority: "low",
    });
    expect(inJob.claim).toEqual({ job: "job:42", priority: "low" });
    const alone = createLimiter({ store: createMemoryStore(), env: {} });
    expect(alone.claim?.priority).toBe("normal");
    expect(alone.claim?.job).toMatch(new RegExp(`^process:.+:${process.pid}$`));
  });

  test("a failed-step summary is high unless the step names a priority", async () => {
    const summary = createSummaryClient(createJobContext({ env: { ...job } }));
    const named = createSummaryClient(createJobContext({ env: { ...job, JOBAI_LIMIT_PRIORITY: "low" } }));
    try {
      expect(summary.limiter?.claim).toEqual({ job: "job:0190-job", priority: "high" });
      expect(named.limiter?.claim?.priority).toBe("low");
    } finally {
      await summary.close();
      await named.close();
    }
  });
});
