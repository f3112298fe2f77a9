import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { UsageError } from "../errors.js";
import { type Digest, type DigestOptions, digestChunks } from "./digest.js";

/** Chunk size of file reads: large enough for native speed, small enough to bound memory. */
const CHUNK_BYTES = 1024 * 1024;

/** Digest a log file in one streaming pass. A missing or unreadable file is a UsageError. */
export async function digestFile(path: string, options: DigestOptions = {}): Promise<Digest> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    throw new UsageError(
      `the log file ${path} does not exist or cannot be read: give the file that 'jobai run' wrote (--log FILE)`,
    );
  }
  if (!info.isFile()) throw new UsageError(`the log ${path} is not a file: give a log file (--log FILE)`);
  return digestChunks(createReadStream(path, { highWaterMark: CHUNK_BYTES }), options);
}
