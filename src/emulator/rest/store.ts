import { randomBytes } from "node:crypto";
import { uuidFrom } from "./ids.js";
import type {
  EmuAgent,
  EmuBuild,
  EmuDoc,
  EmuJob,
  EmuOrganization,
  EmuPipeline,
  EmuRegistry,
  EmuToken,
  EmuUser,
} from "./model.js";
import { ALL_SCOPES } from "./scopes.js";
import { seedDocs } from "./seed-docs.js";

/** Everything the REST emulator holds. Starts with two organizations, three pipelines, two users. */
export class RestStore {
  readonly users = new Map<string, EmuUser>();
  readonly organizations = new Map<string, EmuOrganization>();
  readonly pipelines = new Map<string, EmuPipeline>();
  readonly builds: EmuBuild[] = [];
  readonly registries: EmuRegistry[] = [];
  readonly agents: EmuAgent[] = [];
  /** The resources kept generically, by kind (`teams`, `queues`, ...): see collections.ts. */
  readonly docs = new Map<string, EmuDoc[]>();
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
    this.defaultToken = this.addToken({ scopes: [...ALL_SCOPES], user: ada.id }, now);
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
    seedDocs(this, now);
  }

  /** The records of one kind, created empty on first use. */
  docsOf(kind: string): EmuDoc[] {
    let list = this.docs.get(kind);
    if (!list) {
      list = [];
      this.docs.set(kind, list);
    }
    return list;
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
