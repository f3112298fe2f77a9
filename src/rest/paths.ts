/** A build, as the API addresses it: by number within its pipeline (spec: Builds, get). */
export interface BuildRef {
  organization: string;
  pipeline: string;
  number: number;
}

/** A job of a build. */
export interface JobRef extends BuildRef {
  job: string;
}
