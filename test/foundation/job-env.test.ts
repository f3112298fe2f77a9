import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readJobFacts, readProxyAccess } from "../../src/config/job-env.js";
import { isLoopbackHost } from "../../src/config/loopback.js";
import { isUsageError } from "../../src/errors.js";
import { proxyBaseUrl } from "../../src/provider/base-url.js";
import { errorOf } from "../helpers/errors.js";

const TOKEN = "job-token-0123456789";

describe("readProxyAccess", () => {
  it("reads and normalizes the endpoint and the token", () => {
    expect(
      readProxyAccess({
        SERVICE_AGENT_ENDPOINT: " https://agent.example/v3// ",
        SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
      }),
    ).toEqual({ endpoint: "https://agent.example/v3", token: TOKEN });
  });

  it.each([
    ["http://127.0.0.1:8080/v3", "http://127.0.0.1:8080/v3"],
    ["http://localhost/v3/", "http://localhost/v3"],
    ["http://[::1]:9/v3", "http://[::1]:9/v3"],
    ["https://agent.example", "https://agent.example"],
  ])("accepts %s", (endpoint, normalized) => {
    expect(
      readProxyAccess({ SERVICE_AGENT_ENDPOINT: endpoint, SERVICE_AGENT_ACCESS_TOKEN: TOKEN }).endpoint,
    ).toBe(normalized);
  });

  it.each([
    [{ SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /SERVICE_AGENT_ENDPOINT is not set: run inside a job/],
    [{ SERVICE_AGENT_ENDPOINT: "", SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /SERVICE_AGENT_ENDPOINT is empty/],
    [{ SERVICE_AGENT_ENDPOINT: "agent.example/v3", SERVICE_AGENT_ACCESS_TOKEN: TOKEN }, /is not a URL/],
    [
      { SERVICE_AGENT_ENDPOINT: "http://agent.example/v3", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /uses http:\/\/ to agent\.example, which is not this machine.*use https:\/\//,
    ],
    [
      { SERVICE_AGENT_ENDPOINT: "ftp://agent.example", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /must be an https:\/\/ URL/,
    ],
    [
      { SERVICE_AGENT_ENDPOINT: "https://a.example/v3?x=1", SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /query string/,
    ],
    [
      { SERVICE_AGENT_ENDPOINT: `https://u:${TOKEN}@a.example`, SERVICE_AGENT_ACCESS_TOKEN: TOKEN },
      /credentials/,
    ],
    [{ SERVICE_AGENT_ENDPOINT: "https://a.example" }, /SERVICE_AGENT_ACCESS_TOKEN is not set/],
    [
      { SERVICE_AGENT_ENDPOINT: "https://a.example", SERVICE_AGENT_ACCESS_TOKEN: "  " },
      /SERVICE_AGENT_ACCESS_TOKEN is empty/,
    ],
  ])("refuses %j with a message naming the variable and the fix", (env, message) => {
    const error = errorOf(() => readProxyAccess(env));
    expect(isUsageError(error)).toBe(true);
    expect(error.message).toMatch(message);
    expect(error.message).not.toContain(TOKEN);
  });

  it("names both variables when both are missing", () => {
    const error = errorOf(() => readProxyAccess({}));
    expect(error.message.split("\n")).toHaveLength(2);
    expect(error.message).toContain("SERVICE_AGENT_ENDPOINT");
    expect(error.message).toContain("SERVICE_AGENT_ACCESS_TOKEN");
  });
});

describe("readJobFacts", () => {
  it("reads the job facts and treats empty ones as unset", () => {
    const facts = readJobFacts({
      SERVICE_JOB_ID: "j-1",
      SERVICE_BRANCH: "",
      SERVICE_COMMAND_EXIT_STATUS: "1",
    });
    expect(facts.SERVICE_JOB_ID).toBe("j-1");
    expect(facts.SERVICE_BRANCH).toBeUndefined();
    expect(facts.SERVICE_COMMAND_EXIT_STATUS).toBe("1");
    expect(facts.SERVICE_LABEL).toBeUndefined();
  });
});

describe("isLoopbackHost", () => {
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["127.10.20.30", true],
    ["[::1]", true],
    ["10.0.0.1", false],
    ["128.0.0.1", false],
    ["localhost.example.com", false],
    ["agent.example", false],
  ])("%s -> %s", (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe("proxyBaseUrl", () => {
  it.each([
    ["https://agent.example/v3", "https://agent.example/v3/ai/vendor"],
    ["https://agent.example/v3/", "https://agent.example/v3/ai/vendor"],
    ["https://agent.example/v3///", "https://agent.example/v3/ai/vendor"],
    ["https://agent.example//v3", "https://agent.example/v3/ai/vendor"],
    ["https://agent.example", "https://agent.example/ai/vendor"],
    ["https://agent.example/", "https://agent.example/ai/vendor"],
    ["http://127.0.0.1:4000/v3", "http://127.0.0.1:4000/v3/ai/vendor"],
  ])("%s -> %s", (endpoint, expected) => {
    expect(proxyBaseUrl(endpoint)).toBe(expected);
  });

  it("puts exactly one slash at each joint whatever the input", () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const slashes = fc.integer({ min: 0, max: 4 }).map((n) => "/".repeat(n));
    fc.assert(
      fc.property(fc.array(fc.tuple(slashes, segment), { maxLength: 4 }), slashes, (parts, trailing) => {
        const path = parts.map(([s, seg]) => `${s || "/"}${seg}`).join("") + trailing;
        const url = proxyBaseUrl(`https://agent.example${path}`);
        const expectedPath = parts.map(([, seg]) => `/${seg}`).join("");
        expect(url).toBe(`https://agent.example${expectedPath}/ai/vendor`);
        expect(url.slice("https://".length)).not.toContain("//");
      }),
    );
  });
});
