import type { EmuBuild, EmuJob } from "../rest/model.js";
import type { AgentCall, Annotation } from "../types.js";

export interface ArtifactRecord {
  path: string;
  destination?: string;
  size: number;
}

/** The fake job's build and job in the REST store: where the stand-in's writes go. */
export interface JobRecords {
  build: EmuBuild;
  job: EmuJob;
}

/**
 * What the agent stand-in holds for the fake job. There is one store: annotations, meta-data and
 * artifacts live on the job's build in the REST emulator's store, so what `annotate`,
 * `meta-data set` and `artifact upload` write, the REST API lists (one store behind the whole emulator). The
 * views below read them back in the shapes the emulator's own controls show.
 */
export class AgentState {
  readonly calls: AgentCall[] = [];

  constructor(
    /** Where uploaded artifacts are copied. */
    readonly stateDir: string,
    /** The fake job's records; resolved at each call (the build is added once the server listens). */
    readonly records: () => JobRecords,
  ) {}

  /** Annotations by scope and context, in the order they were first made. */
  get annotations(): Map<string, Annotation> {
    const { build } = this.records();
    return new Map(
      build.annotations.map((a) => [
        `${a.scope}:${a.context}`,
        {
          context: a.context,
          style: a.style as Annotation["style"],
          body: a.body,
          priority: a.priority,
          scope: a.scope,
        },
      ]),
    );
  }

  /** The build's meta-data (`meta-data set` writes it; the REST API shows it as `meta_data`). */
  get metaData(): Map<string, string> {
    return new Map(Object.entries(this.records().build.meta_data));
  }

  setMetaData(key: string, value: string): void {
    this.records().build.meta_data[key] = value;
  }

  /** The job's artifacts, as uploaded. */
  get artifacts(): ArtifactRecord[] {
    return this.records().job.artifacts.map((artifact) => ({
      path: artifact.path,
      ...(artifact.destination === undefined ? {} : { destination: artifact.destination }),
      size: Buffer.byteLength(artifact.content),
    }));
  }
}
