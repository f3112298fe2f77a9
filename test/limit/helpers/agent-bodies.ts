/**
 * Request bodies shaped like Claude Code's (2.1.x, print mode, captured against the emulator):
 * 24 tools, a system of three text blocks with breakpoints on the last two, and one breakpoint on
 * the last block of the last message, which moves forward each turn of a tool loop.
 */
type Block = Record<string, unknown>;
type Message = { role: "user" | "assistant"; content: Block[] };

const words = (seed: number, n: number) =>
  Array.from({ length: n }, (_, i) => `word${(seed * 7919 + i * 104729) % 9973}`).join(" ");

export function agentTools(count = 24, size = 120): Block[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Tool${i}`,
    description: words(i, size),
    input_schema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  }));
}

export function agentSystem(): Block[] {
  return [
    { type: "text", text: "x-billing-header: cc_version=2.1" },
    { type: "text", text: "You are Claude Code.", cache_control: { type: "ephemeral" } },
    { type: "text", text: words(99, 3000), cache_control: { type: "ephemeral" } },
  ];
}

/** A file's content of about `tokens` tokens, different per `seed`. */
export const fileText = (seed: number, tokens = 5000) =>
  Array.from({ length: Math.ceil(tokens / 12) }, (_, i) => `const v${seed}_${i} = load("${i}");`).join("\n");

/** The body of turn `turn` (0: the first request) of a Read loop over files of `fileTokens`. */
export function agentBody(
  turn: number,
  options: { model?: string; fileTokens?: number; session?: number } = {},
) {
  const session = options.session ?? 0;
  const messages: Message[] = [
    {
      role: "user",
      content: [
        { type: "text", text: `<system-reminder>${words(5, 300)}</system-reminder>` },
        { type: "text", text: `Session ${session}: read the files f0 .. f9 one by one.` },
      ],
    },
  ];
  for (let t = 0; t < turn; t++) {
    messages.push({
      role: "assistant",
      content: [
        { type: "text", text: `Reading f${t}.` },
        { type: "tool_use", id: `toolu_${session}_${t}`, name: "Read", input: { file_path: `/work/f${t}` } },
      ],
    });
    messages.push({
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: `toolu_${session}_${t}`,
          content: fileText(session * 100 + t, options.fileTokens),
        },
      ],
    });
  }
  const last = messages.at(-1)?.content.at(-1);
  if (last) last.cache_control = { type: "ephemeral" };
  return {
    model: options.model ?? "claude-sonnet-4-5",
    max_tokens: 32000,
    stream: true,
    system: agentSystem(),
    tools: agentTools(),
    messages,
  };
}
