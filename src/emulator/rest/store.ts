import { randomBytes } from "node:crypto";
import { uuidFrom } from "./ids.js";
import {
  ALL_SCOPES,
  type EmuAgent,
  type EmuBuild,
  type EmuCluster,
  type EmuJob,
  type EmuOrganization,
  type EmuPipeline,
  type EmuRegistry,
  type EmuTeam,
  type EmuToken,
  type EmuUser,
} from "./model.js";

/** Everything the REST emulator holds. Starts with two organizations, three pipelines, two users. */
export class RestStore {
  readonly users = new Map<string, EmuUser>();
  readonly organizations = new Map<string, EmuOrganization>();
  readonly pipelines = new Map<string, EmuPipeline>();
  readonly builds: EmuBuild[] = [];
  readonly registries: EmuRegistry[] = [];
  readonly agents: EmuAgent[] = [];
  readonly teams: EmuTeam[] = [];
  readonly clusters: EmuCluster[] = [];
  readonly tokens: EmuToken[] = [];
  /** The default token: every scope, every organization. */
  readonly defaultToken: EmuToken;
  readonly defaultUser: EmuUser;

  constructor(now: number) {
    const ada: EmuUser = {
      id: uuidFrom("user:ada"),
      name: "Ada Lovelace",
      email: "ada@example.com",
      created_at: now,
    };
    const grace: EmuUser = {
      id: uuidFrom("user:grace"),
      name: "Grace Hopper",
      email: "grace@example.com",
      created_at: now,
    };
    for (const user of [ada, grace]) this.users.set(user.id, user);
    this.defaultUser = ada;
    for (const slug of ["acme", "other"]) {
      this.organizations.set(slug, {
        id: uuidFrom(`org:${slug}`),
        slug,
        name: slug === "acme" ? "Acme" : "Other",
        created_at: now,
      });
    }
    this.addPipeline("acme", "app", now);
    this.addPipeline("acme", "archived-app", now).archived = true;
    this.addPipeline("other", "site", now);
    this.defaultToken = this.addToken({ scopes: ALL_SCOPES, user: ada.id }, now);
    for (const [i, name] of ["builder-1", "builder-2"].entries()) {
      this.agents.push({
        id: uuidFrom(`agent:acme/${name}`),
        organization: "acme",
        name,
        hostname: `ci-host-${i + 1}`,
        version: "3.90.0",
        connection_state: "connected",
        paused: false,
        pause_note: null,
        meta_data: ["queue=default", `os=${i === 0 ? "linux" : "macos"}`],
        creator: ada.id,
        created_at: now,
      });
    }
    this.teams.push({
      id: uuidFrom("team:acme/everyone"),
      organization: "acme",
      slug: "everyone",
      name: "Everyone",
      description: "Every member of acme",
      privacy: "visible",
      default: true,
      created_at: now,
    });
    this.clusters.push({
      id: uuidFrom("cluster:acme/default"),
      organization: "acme",
      name: "Default cluster",
      description: null,
      emoji: ":toolbox:",
      color: "#A9CCE3",
      created_at: now,
    });
  }

  addPipeline(organization: string, slug: string, now: number): EmuPipeline {
    const pipeline: EmuPipeline = {
      id: uuidFrom(`pipeline:${organization}/${slug}`),
      organization,
      slug,
      name: slug,
      repository: `git@example.com:${organization}/${slug}.git`,
      default_branch: "main",
      archived: false,
      created_at: now,
      nextNumber: 1,
    };
    this.pipelines.set(`${organization}/${slug}`, pipeline);
    return pipeline;
  }

  pipeline(organization: string, slug: string): EmuPipeline | undefined {
    return this.pipelines.get(`${organization}/${slug}`);
  }

  addToken(
    options: { scopes?: string[]; organizations?: string[]; publicKey?: string; user?: string },
    now: number,
  ): EmuToken {
    const token: EmuToken = {
      id: uuidFrom(),
      user: options.user ?? this.defaultUser?.id ?? uuidFrom("user:ada"),
      scopes: options.scopes ?? [...ALL_SCOPES],
      revoked: false,
      created_at: now,
      ...(options.organizations ? { organizations: options.organizations } : {}),
      ...(options.publicKey
        ? { publicKey: options.publicKey }
        : { secret: `bkua_${randomBytes(20).toString("hex")}` }),
    };
    this.tokens.push(token);
    return token;
  }

  build(organization: string, pipeline: string, number: number): EmuBuild | undefined {
    return this.builds.find(
      (b) => b.organization === organization && b.pipeline === pipeline && b.number === number,
    );
  }

  /** Find a job anywhere in the store. */
  job(build: EmuBuild, id: string): EmuJob | undefined {
    return build.jobs.find((job) => job.id === id);
  }
}
