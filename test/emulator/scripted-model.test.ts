import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Anthropic from "@anthropic-ai/sdk";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { SCRIPT_DONE_TEXT, type ScriptInput, startEmulator } from "../../src/emulator/index.js";
import { isUsageError } from "../../src/errors.js";
import { cleanEnv, jobaiBin } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { sdkClient, useEmulator } from "../helpers/emulator.js";

const MODEL = "claude-sonnet-5";
const readTool = {
  name: "Read",
  description: "Read a file",
  input_schema: {
    type: "object" as const,
    properties: { file_path: { type: "string" } },
    required: ["file_path"],
  },
};

const script: ScriptInput = {
  conversations: [
    {
      match: "session-a",
      turns: [
        { text: "Reading it.", tool_use: { name: "Read", input: { file_path: "/work/a.txt", limit: 20 } } },
        {
          tool_use: [
            { name: "Read", input: { file_path: "/work/b.txt" } },
            { name: "Read", input: { file_path: "/work/c.txt" } },
          ],
        },
        { text: "Session A is done." },
      ],
    },
    { match: "session-b", turns: [{ tool_use: { name: "Read" } }, { text: "Session B is done." }] },
  ],
  turns: [{ text: "The default list answers." }],
};

type Params = Anthropic.MessageCreateParamsNonStreaming;

/**
 * An SDK agent loop: send, run every tool call (answering with a fixed result), send again, until
 * the model stops calling tools. Bounded at 10 turns.
 */
async function agentLoop(client: Anthropic, prompt: string, stream = false) {
  const messages: Params["messages"] = [{ role: "user", content: prompt }];
  const replies: Anthropic.Message[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const params = { model: MODEL, max_tokens: 1_000, tools: [readTool], messages };
    const reply = stream
      ? await client.messages.stream(params).finalMessage()
      : await client.messages.create(params);
    replies.push(reply);
    messages.push({ role: "assistant", content: reply.content });
    if (reply.stop_reason !== "tool_use") break;
    messages.push({
      role: "user",
      content: reply.content
        .filter((block) => block.type === "tool_use")
        .map((block) => ({
          type: "tool_result" as const,
          tool_use_id: block.id,
          content: `contents of ${JSON.stringify(block.input)}`,
        })),
    });
  }
  return replies;
}

describe("the scripted model (startEmulator({ script }))", () => {
  const emu = useEmulator({ script });

  it("answers a conversation's turns in order: text and tool_use blocks, stop_reason tool_use, then a final text", async () => {
    const replies = await agentLoop(sdkClient(emu()), "Hello, this is session-a. Read the files.");
    expect(replies.map((reply) => reply.stop_reason)).toEqual(["tool_use", "tool_use", "end_turn"]);
    const [first, second, last] = replies;
    expect(first?.content).toEqual([
      { type: "text", text: "Reading it." },
      {
        type: "tool_use",
        id: expect.stringMatching(/^toolu_/),
        name: "Read",
        input: { file_path: "/work/a.txt", limit: 20 },
      },
    ]);
    expect(second?.content.map((block) => (block.type === "tool_use" ? block.input : block))).toEqual([
      { file_path: "/work/b.txt" },
      { file_path: "/work/c.txt" },
    ]);
    expect(last?.content).toEqual([{ type: "text", text: "Session A is done." }]);
    expect(first?.usage.output_tokens).toBeGreaterThan(5);
  });

  it("streams the same turns: input_json_delta events that join to the tool's input, as the SDK parses them", async () => {
    const client = sdkClient(emu());
    const stream = client.messages.stream({
      model: MODEL,
      max_tokens: 1_000,
      tools: [readTool],
      messages: [{ role: "user", content: "session-a, streamed" }],
    });
    const events: Anthropic.RawMessageStreamEvent[] = [];
    for await (const event of stream) events.push(event);
    const final = await stream.finalMessage();
    expect(final.stop_reason).toBe("tool_use");
    expect(final.content[1]).toMatchObject({
      type: "tool_use",
      name: "Read",
      input: { file_path: "/work/a.txt", limit: 20 },
    });
    const starts = events.filter((event) => event.type === "content_block_start");
    expect(starts.map((event) => event.content_block.type)).toEqual(["text", "tool_use"]);
    expect(starts[1]?.content_block).toMatchObject({ type: "tool_use", name: "Read", input: {} });
    const parts = events.flatMap((event) =>
      event.type === "content_block_delta" && event.delta.type === "input_json_delta"
        ? [event.delta.partial_json]
        : [],
    );
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]).toBe("");
    expect(JSON.parse(parts.join(""))).toEqual({ file_path: "/work/a.txt", limit: 20 });
    expect(events.filter((event) => event.type === "content_block_stop")).toHaveLength(2);
    const delta = events.find((event) => event.type === "message_delta");
    expect(delta?.type === "message_delta" && delta.delta.stop_reason).toBe("tool_use");
    // And a whole loop, streamed.
    const replies = await agentLoop(client, "session-b", true);
    expect(replies.map((reply) => reply.content.at(-1)?.type)).toEqual(["tool_use", "text"]);
    expect(replies[0]?.content).toEqual([
      { type: "tool_use", id: expect.any(String), name: "Read", input: {} },
    ]);
  });

  it("keeps each conversation's place in the conversation: two at once each walk their own list, a retry gets the same turn", async () => {
    const client = sdkClient(emu());
    const [a, b] = await Promise.all([agentLoop(client, "session-a"), agentLoop(client, "session-b")]);
    expect(a?.at(-1)?.content).toEqual([{ type: "text", text: "Session A is done." }]);
    expect(b?.at(-1)?.content).toEqual([{ type: "text", text: "Session B is done." }]);
    const retry = {
      model: MODEL,
      max_tokens: 100,
      messages: [{ role: "user" as const, content: "session-b again" }],
    };
    const once = await client.messages.create(retry);
    const twice = await client.messages.create(retry);
    expect(once.content[0]).toMatchObject({ type: "tool_use", name: "Read" });
    expect(twice.content[0]).toMatchObject({ type: "tool_use", name: "Read" });
  });

  it("answers other conversations from the top-level turns, and any conversation past its last turn with a final text", async () => {
    const client = sdkClient(emu());
    const other = await client.messages.create({
      model: MODEL,
      max_tokens: 100,
      messages: [{ role: "user", content: "hi" }],
    });
    expect(other.content).toEqual([{ type: "text", text: "The default list answers." }]);
    const past = await client.messages.create({
      model: MODEL,
      max_tokens: 100,
      messages: [
        { role: "user", content: "hi" },
        { role: "assistant", content: "The default list answers." },
        { role: "user", content: "and then?" },
      ],
    });
    expect(past.content).toEqual([{ type: "text", text: SCRIPT_DONE_TEXT }]);
    expect(past.stop_reason).toBe("end_turn");
  });

  it("keeps max_tokens: a turn that does not fit is cut, and its tool call is not made", async () => {
    const cut = await sdkClient(emu()).messages.create({
      model: MODEL,
      max_tokens: 2,
      messages: [{ role: "user", content: "session-a" }],
    });
    expect(cut.stop_reason).toBe("max_tokens");
    expect(cut.content).toEqual([{ type: "text", text: "Reading" }]);
  });
});

describe("without a script, or with conversations only", () => {
  it("answers with the deterministic model; setScript changes the script of a running emulator", async () => {
    const emulator = await startEmulator();
    try {
      const client = sdkClient(emulator);
      const ask = () =>
        client.messages.create({
          model: MODEL,
          max_tokens: 100,
          messages: [{ role: "user", content: "ping" }],
        });
      expect((await ask()).content).toEqual([{ type: "text", text: "You said: ping" }]);
      emulator.setScript({ conversations: [{ match: "ping", turns: [{ text: "pong" }] }] });
      expect((await ask()).content).toEqual([{ type: "text", text: "pong" }]);
      emulator.setScript({ conversations: [{ match: "other", turns: [{ text: "never" }] }] });
      expect((await ask()).content).toEqual([{ type: "text", text: "You said: ping" }]);
      emulator.setScript(undefined);
      expect((await ask()).content).toEqual([{ type: "text", text: "You said: ping" }]);
    } finally {
      await emulator.close();
    }
  });
});

describe("a bad script", () => {
  const cases: [string, unknown, RegExp][] = [
    ["no list", {}, /a script needs "turns" or "conversations"/],
    ["an empty turn", { turns: [{}] }, /turns\[0\]: a turn needs "text" or "tool_use"/],
    [
      "a tool call without a name",
      { turns: [{ tool_use: { input: {} } }] },
      /turns\[0\]\.tool_use\.name: a tool's name is a string/,
    ],
    [
      "input that is not an object",
      { conversations: [{ match: "x", turns: [{ tool_use: { name: "Read", input: "a.txt" } }] }] },
      /conversations\[0\]\.turns\[0\]\.tool_use\.input: a tool's input is a JSON object/,
    ],
    ["a misspelt field", { turns: [{ txt: "hi" }] }, /turns\[0\]: unknown field "txt"/],
    [
      "an empty match",
      { conversations: [{ match: "", turns: [] }] },
      /conversations\[0\]\.match: match must not be empty/,
    ],
  ];

  it.each(cases)("is refused at start, naming the field: %s", async (_name, value, message) => {
    const error = await startEmulator({ script: value as ScriptInput }).then(
      async (emulator) => {
        await emulator.close();
        return undefined;
      },
      (caught: unknown) => caught,
    );
    expect(isUsageError(error)).toBe(true);
    expect(String((error as Error).message)).toMatch(message);
    expect(String((error as Error).message)).toMatch(/^startEmulator\(\{ script \}\): /);
  });
});

describe("jobai emulate --script (the built CLI)", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("refuses a bad script file with exit 2, naming the file, the field and the fix", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-script-"));
    const bad = join(dir, "bad.json");
    await writeFile(bad, JSON.stringify({ turns: [{ tool_use: { name: "Read", input: [] } }] }));
    const run = await runJobaiInProcess(["emulate", "--script", bad]);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toContain(`--script ${bad}: turns[0].tool_use.input: a tool's input is a JSON object`);
    expect(run.stdout).toBe("");
    const notJson = join(dir, "not.json");
    await writeFile(notJson, "{ turns: ");
    const second = await runJobaiInProcess(["emulate", "--script", notJson]);
    expect(second.exitCode).toBe(2);
    expect(second.stderr).toContain("not JSON");
    const missing = await runJobaiInProcess(["emulate", "--script", join(dir, "missing.json")]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain("cannot read it (ENOENT)");
  });

  it("serves a good script file: a tool call, then the final text", async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-script-"));
    const file = join(dir, "turns.json");
    await writeFile(
      file,
      JSON.stringify({
        turns: [{ tool_use: { name: "Read", input: { file_path: "/tmp/x" } } }, { text: "All read." }],
      }),
    );
    const child = execa(process.execPath, [jobaiBin, "emulate", "--quiet", "--json", "--script", file], {
      env: cleanEnv(),
      extendEnv: false,
      reject: false,
    });
    try {
      // The JSON comes first, whole: once it is out, it is serving.
      let out = "";
      const printed = await new Promise<{ proxyUrl: string; env: Record<string, string> }>((resolve) =>
        child.stdout?.on("data", (chunk: Buffer) => {
          out += chunk.toString();
          if (out.endsWith("}\n")) resolve(JSON.parse(out));
        }),
      );
      const ask = async (messages: unknown[]) => {
        const response = await fetch(`${printed.proxyUrl}/v1/messages`, {
          method: "POST",
          headers: {
            "x-api-key": printed.env.SERVICE_AGENT_ACCESS_TOKEN ?? "",
            "content-type": "application/json",
          },
          body: JSON.stringify({ model: MODEL, max_tokens: 100, messages }),
        });
        return (await response.json()) as { stop_reason: string; content: { type: string; id?: string }[] };
      };
      const first = await ask([{ role: "user", content: "go" }]);
      expect(first.stop_reason).toBe("tool_use");
      expect(first.content).toEqual([
        {
          type: "tool_use",
          id: expect.stringMatching(/^toolu_/),
          name: "Read",
          input: { file_path: "/tmp/x" },
        },
      ]);
      const second = await ask([
        { role: "user", content: "go" },
        { role: "assistant", content: first.content },
        { role: "user", content: [{ type: "tool_result", tool_use_id: first.content[0]?.id, content: "x" }] },
      ]);
      expect(second).toMatchObject({
        stop_reason: "end_turn",
        content: [{ type: "text", text: "All read." }],
      });
    } finally {
      child.kill("SIGTERM");
      await child;
    }
  });

  it("documents the format in --help", async () => {
    const run = await runJobaiInProcess(["emulate", "--help"]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain("--script");
    expect(run.stdout).toContain('"tool_use"');
    expect(run.stdout).toContain("Past the");
  });
});
