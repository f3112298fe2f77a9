/**
 * One reader of a model response's usage, shared by every SDK middleware that needs it (the
 * limiter's, the usage recorder's, the telemetry span's): a JSON body is read from one clone, a
 * stream is passed through once, decoded once and parsed once (usage.ts's SSE reader) as the
 * caller reads it, never held back. Each middleware asks `readResponseUsage` with the response it
 * got from the next one: the first to ask wraps it, the others find the reading of the response it
 * handed on and subscribe to it, so the body is read once however many listen.
 */
import { createSseUsageReader, type SseUsageReader, type Usage, usageFromMessage } from "./usage.js";

/** How a response's reading ended. */
export type ReadingEnd =
  /** The stream was read to its end, or the JSON body was read (or could not be parsed). */
  | { how: "complete" }
  /** The stream failed mid-way (the connection dropped): what it said so far is what there is. */
  | { how: "cut"; error: unknown }
  /** The caller stopped reading the stream (a `break`, an abort). */
  | { how: "cancelled"; reason: unknown };

/** What a subscriber is told; each call at most once, except `usage` (once per usage event). */
export interface ResponseUsageEvents {
  /** Usage as it becomes known: a stream's `message_start`, then each `message_delta` (cumulative). */
  usage?(usage: Usage): void;
  /** A stream's `error` event, by its error's type. */
  streamError?(type: string): void;
  /**
   * The exchange is over. `usage`: the final usage (undefined when none came); `message`: the
   * JSON body, or the stream's `message_start` message (undefined when unread or unparsable).
   */
  end?(usage: Usage | undefined, message: unknown, ended: ReadingEnd): void;
}

export interface ResponseUsage {
  /** The response to hand on: the same one for a JSON body or an empty stream, else a pass-through. */
  readonly response: Response;
  /**
   * Listen to this reading. One who subscribes late is told what is known already: the first and
   * the latest usage, the error types, and the end if it came.
   */
  subscribe(events: ResponseUsageEvents): void;
}

/** The reading of each response handed on, so a middleware further out finds the one already made. */
const readings = new WeakMap<Response, ResponseUsage>();

function isEventStream(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").includes("text/event-stream");
}

/** The reading of a messages response: the one made for it already, or a new one. */
export function readResponseUsage(response: Response): ResponseUsage {
  const known = readings.get(response);
  if (known) return known;
  const reading = createReading(response);
  readings.set(reading.response, reading);
  return reading;
}

function createReading(response: Response): ResponseUsage {
  const subscribers: ResponseUsageEvents[] = [];
  let usage: Usage | undefined;
  /** The first usage told (a stream's message_start), for one who subscribes later. */
  let firstUsage: Usage | undefined;
  /** The error types told so far, each once, for one who subscribes later. */
  const errors: string[] = [];
  let message: unknown;
  let ended: ReadingEnd | undefined;

  // A subscriber's failure must not break the caller's stream, nor the other subscribers.
  const tell = (each: (events: ResponseUsageEvents) => void) => {
    for (const events of subscribers) {
      try {
        each(events);
      } catch {}
    }
  };
  const finish = (how: ReadingEnd) => {
    if (ended) return;
    ended = how;
    tell((events) => events.end?.(usage, message, how));
  };
  const seen = (found: Usage) => {
    usage = found;
    firstUsage ??= found;
    tell((events) => events.usage?.(found));
  };
  const streamError = (type: string) => {
    if (!errors.includes(type)) errors.push(type);
    tell((events) => events.streamError?.(type));
  };

  let handedOn = response;
  if (!isEventStream(response)) {
    response
      .clone()
      .json()
      .then(
        (json: unknown) => {
          message = json;
          const found = usageFromMessage(json);
          if (found) seen(found);
          finish({ how: "complete" });
        },
        () => finish({ how: "complete" }),
      );
  } else if (!response.body) {
    finish({ how: "complete" });
  } else {
    const reader = createSseUsageReader(seen, {
      onMessage: (found) => {
        message = found;
      },
      onError: streamError,
    });
    handedOn = passThrough(response, response.body, reader, finish);
  }

  return {
    response: handedOn,
    subscribe(events) {
      subscribers.push(events);
      // The stream handed on reads one chunk ahead of its caller (a ReadableStream's default
      // high-water mark), so the first events may be told before a middleware further out
      // subscribes: it hears the first and the latest usage (each replaces the one before), the
      // error types, and the end.
      try {
        if (firstUsage) events.usage?.(firstUsage);
        if (usage && usage !== firstUsage) events.usage?.(usage);
        for (const type of errors) events.streamError?.(type);
        if (ended) events.end?.(usage, message, ended);
      } catch {}
    },
  };
}

/**
 * The stream handed on: each chunk the caller pulls is passed on as it is and fed to `reader`;
 * `finish` is told once, when the stream ends, is cut or is dropped by the caller. The reader is
 * flushed in each case: an event whose blank line never came was still said.
 */
function passThrough(
  response: Response,
  stream: ReadableStream<Uint8Array>,
  reader: SseUsageReader,
  finish: (how: ReadingEnd) => void,
): Response {
  const source = stream.getReader();
  const flush = () => {
    try {
      reader.end();
    } catch {}
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Awaited<ReturnType<typeof source.read>>;
      try {
        chunk = await source.read();
      } catch (error) {
        flush();
        finish({ how: "cut", error });
        controller.error(error);
        return;
      }
      if (chunk.done) {
        flush();
        finish({ how: "complete" });
        controller.close();
        return;
      }
      controller.enqueue(chunk.value);
      try {
        reader.push(chunk.value);
      } catch {}
    },
    cancel(reason) {
      flush();
      finish({ how: "cancelled", reason });
      return source.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
