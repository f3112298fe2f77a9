import { countedInputTokens, toUsage } from "../limit/usage.js";

/**
 * One line for a person: `usage: input 12, output 40, cache read 0, cache creation 0 tokens
 * (counted by the proxy: 12)`, from a message's `usage` as the provider sent it. The proxy counts
 * input + cache creation against its token budget (spec: Limits, Proxy rate limits); cache reads
 * are free.
 */
export function formatUsage(providerUsage: unknown): string {
  const usage = toUsage(providerUsage);
  return (
    `usage: input ${usage.inputTokens}, output ${usage.outputTokens}, ` +
    `cache read ${usage.cacheReadInputTokens}, cache creation ${usage.cacheCreationInputTokens} tokens ` +
    `(counted by the proxy: ${countedInputTokens(usage)})`
  );
}
