import { open, stat } from "node:fs/promises";
import { UsageError } from "../errors.js";
import { buildDigest, type Digest, type DigestOptions, READ_BYTES, timeBound } from "./digest.js";
import { LogScanner } from "./digest-scan.js";

/**
 * Digest a log file in one streaming pass (past `options.timeLimitMs`, its last bytes). A missing
 * or unreadable file is a UsageError.
 */
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
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const next = timeBound(options, info.size);
  const handle = await open(path, "r");
  try {
    for (let position = 0; ; ) {
      const at = next(position);
      scanner.skip(at - position);
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, at);
      if (bytesRead === 0) break;
      scanner.write(buffer.subarray(0, bytesRead));
      position = at + bytesRead;
    }
  } finally {
    await handle.close();
  }
  return buildDigest(scanner.end(), options);
}
