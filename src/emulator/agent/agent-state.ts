import type { AgentCall, Annotation } from "../types.js";

export interface ArtifactRecord {
  path: string;
  destination?: string;
  size: number;
}

/** What the agent stand-in holds for the fake job: annotations, meta-data, artifacts, and every call. */
export class AgentState {
  /** Annotations by context (then by scope), in the order they were first made. */
  readonly annotations = new Map<string, Annotation>();
  readonly metaData = new Map<string, string>();
  readonly artifacts: ArtifactRecord[] = [];
  readonly calls: AgentCall[] = [];

  constructor(
    /** Where uploaded artifacts are copied. */
    readonly stateDir: string,
  ) {}
}
