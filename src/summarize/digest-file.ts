import { open, stat } from "node:fs/promises";
import { UsageError } from "../errors.js";
import { buildDigest, type Digest, type DigestOptions } from "./digest.js";
import { LogScanner } from "./digest-scan.js";

/**
 * Chunk size of file reads: large for native speed, and under the size (about 1 MB) above which
 * Node makes a decoded string external, i.e. memory V8's collector sees late (peak RSS measured
 * in bench/digest.bench.js).
 */
const CHUNK_BYTES = 512 * 1024;

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
  // One buffer, reused for every read: constant memory whatever the file's size.
  const scanner = new LogScanner(options);
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const handle = await open(path, "r");
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      scanner.write(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return buildDigest(scanner.end(), options);
}
