/**
 * Our side of the relay's control path (`jobai relay status`): make sure the listener is the relay
 * the address file names before believing anything it says, and send it nothing secret first.
 *
 * A relay that died or idled out leaves its port to whoever binds it next (issue 23: the next
 * status sent the job token there, then crashed on the reply). So: the recorded pid must be alive;
 * the request carries only a nonce and an HMAC of it under the relay's key (relay-key.ts); the answer
 * counts only with the relay's HMAC of that nonce and of the exact body; the body is read up to a
 * bound, within a deadline, and checked by schema. Anything else is "not our relay", said plainly.
 */
import { request } from "node:http";
import * as z from "zod";
import type { AddressRecord } from "./address-file.js";
import { isRunning } from "./daemon.js";
import {
  CLIENT_PROOF_HEADER,
  clientProof,
  NONCE_HEADER,
  newNonce,
  RELAY_PROOF_HEADER,
  relayProof,
  sameProof,
} from "./relay-key.js";
import { CONTROL_PATH } from "./relay-path.js";

/** The relay recorded in an address file is not the one listening, or not running at all. */
export class NotOurRelayError extends Error {
  override readonly name = "NotOurRelayError";
}

const count = z.number().nonnegative();

/** What the relay's control path answers (only what we read; the rest passes through). */
export const controlStateSchema = z
  .object({
    pid: z.number().int().positive(),
    usage: z
      .object({
        requests: count,
        countedInputTokens: count,
        reservedInputTokens: count.optional(),
        inputTokens: count,
        cacheCreationInputTokens: count,
        cacheReadInputTokens: count,
        outputTokens: count,
        waitedMs: count,
        statuses: z.record(z.string(), count),
        rateLimited: count,
        refused: count,
        failed: count,
      })
      .passthrough(),
    limiter: z.unknown().optional(),
  })
  .passthrough();
export type ControlState = z.infer<typeof controlStateSchema>;

const MAX_ANSWER_BYTES = 1 << 20;

export interface AskOptions {
  /** Deadline for the whole exchange (default 5 s). */
  timeoutMs?: number;
}

/**
 * The state of the relay `record` names, once it has proved it holds the record's key; a
 * NotOurRelayError that says what was found otherwise. Sends no secret to anyone.
 */
export async function askRelay(
  record: AddressRecord,
  addressFile: string,
  options: AskOptions = {},
): Promise<ControlState> {
  const where = `port ${record.port}`;
  const recorded = `the relay recorded in ${addressFile} (pid ${record.pid})`;
  if (!record.key) {
    throw new NotOurRelayError(
      `${recorded} has no key in its record, so it cannot be told apart from anything else on ${where}: stop it with 'jobai relay stop' and start a new one`,
    );
  }
  if (!isRunning(record.pid)) {
    throw new NotOurRelayError(
      `${recorded} is not running any more; whatever listens on ${where} now is not it, and nothing was sent there: start a new relay with 'jobai relay --daemon'`,
    );
  }
  const nonce = newNonce();
  let answer: { status: number; proof: string | string[] | undefined; body: Buffer };
  try {
    answer = await get(record.port, nonce, clientProof(record.key, nonce), options.timeoutMs ?? 5000);
  } catch (error) {
    throw new NotOurRelayError(
      `${recorded} runs, but ${where} did not answer as it would (${(error as Error).message}); nothing secret was sent: see its log${record.logFile ? ` (${record.logFile})` : ""}, or stop it with 'jobai relay stop'`,
    );
  }
  if (!sameProof(answer.proof, relayProof(record.key, nonce, answer.body))) {
    throw new NotOurRelayError(
      `${where} is held by something other than ${recorded}: it could not prove it holds the relay's key (it answered ${answer.status}), and nothing secret was sent to it. Stop the relay with 'jobai relay stop' and start a new one`,
    );
  }
  let parsed: ControlState;
  try {
    parsed = controlStateSchema.parse(JSON.parse(answer.body.toString("utf8")));
  } catch {
    throw new NotOurRelayError(`${recorded} answered its control path with a state this jobai cannot read`);
  }
  return parsed;
}

/** One GET of the control path on its own connection, its body read up to the bound. */
function get(
  port: number,
  nonce: string,
  proof: string,
  timeoutMs: number,
): Promise<{ status: number; proof: string | string[] | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: "127.0.0.1",
      port,
      path: CONTROL_PATH,
      method: "GET",
      agent: false,
      headers: { [NONCE_HEADER]: nonce, [CLIENT_PROOF_HEADER]: proof, connection: "close" },
      timeout: timeoutMs,
      // Whatever the listener sends back, headers included, is held to a bound.
      maxHeaderSize: 16 * 1024,
    });
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(deadline);
      reject(error);
    };
    req.on("timeout", () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on("error", fail);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) return req.destroy(new Error("an answer larger than 1 MiB"));
        chunks.push(chunk);
      });
      res.on("error", fail);
      res.on("end", () => {
        clearTimeout(deadline);
        resolve({
          status: res.statusCode ?? 0,
          proof: res.headers[RELAY_PROOF_HEADER],
          body: Buffer.concat(chunks),
        });
      });
    });
    req.end();
  });
}
