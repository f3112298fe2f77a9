/** Usage as the provider reports it on a message (fields may be absent or null). */
export interface UsageLike {
  input_tokens?: number | null;
  output_tokens?: number | null;
  cache_creation_input_tokens?: number | null;
  cache_read_input_tokens?: number | null;
}

/**
 * One line for a person: `usage: input 12, output 40, cache read 0, cache creation 0 tokens
 * (counted by the proxy: 12)`. The proxy counts input + cache creation against its token budget
 * (spec: Limits, Proxy rate limits); cache reads are free.
 */
export function formatUsage(usage: UsageLike): string {
  const n = (value: number | null | undefined) => value ?? 0;
  const counted = n(usage.input_tokens) + n(usage.cache_creation_input_tokens);
  return (
    `usage: input ${n(usage.input_tokens)}, output ${n(usage.output_tokens)}, ` +
    `cache read ${n(usage.cache_read_input_tokens)}, cache creation ${n(usage.cache_creation_input_tokens)} tokens ` +
    `(counted by the proxy: ${counted})`
  );
}
