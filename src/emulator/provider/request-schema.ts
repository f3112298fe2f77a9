import { z } from "zod";
import { ProviderError } from "./error-types.js";

/**
 * The messages request as the provider validates it: `model`, `max_tokens` and `messages` are
 * required; unknown fields are accepted (the provider adds fields often; clients send newer ones).
 */
/** "Field required" when missing, "Input should be ..." when of the wrong type, as the provider words it. */
const required = (kind: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? "Field required" : `Input should be ${kind}`,
});

const cacheControl = z.looseObject({ type: z.literal("ephemeral"), ttl: z.enum(["5m", "1h"]).optional() });

const block = z.looseObject({
  type: z.string(required("a valid string")),
  cache_control: cacheControl.nullish(),
});
export type ContentBlock = z.infer<typeof block> & Record<string, unknown>;

const content = z.union([z.string(), z.array(block)]);

const message = z.looseObject({
  // `system` too: Claude Code 2.1 sends mid-conversation system turns (seen on the wire); the
  // provider's answer to them without their beta header is not known, so they are accepted.
  role: z.enum(["user", "assistant", "system"], required("'user', 'assistant' or 'system'")),
  content,
});

const tool = z.looseObject({ name: z.string(), cache_control: cacheControl.nullish() });

const countTokensShape = {
  model: z.string(required("a valid string")).min(1, "String should have at least 1 character"),
  messages: z.array(message, required("a valid list")).min(1, "at least one message is required"),
  system: z.union([z.string(), z.array(block)]).optional(),
  tools: z.array(tool).optional(),
  // The provider's automatic caching: one breakpoint on the last block.
  cache_control: cacheControl.nullish(),
};

export const countTokensRequestSchema = z.looseObject(countTokensShape);

export const messagesRequestSchema = z.looseObject({
  ...countTokensShape,
  max_tokens: z
    .number(required("a valid integer"))
    .int("Input should be a valid integer")
    .min(1, "Input should be greater than or equal to 1"),
  stream: z.boolean().optional(),
  stop_sequences: z.array(z.string()).optional(),
});

export type CountTokensRequest = z.infer<typeof countTokensRequestSchema>;
export type MessagesRequest = z.infer<typeof messagesRequestSchema>;

/** Validate a body or throw the provider's invalid_request_error naming the first bad field. */
export function parseRequest<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new ProviderError("invalid_request_error", "The request body must be a JSON object.");
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join(".") ?? "";
  const message = issue?.message ?? "invalid request";
  throw new ProviderError("invalid_request_error", path ? `${path}: ${message}` : message);
}
