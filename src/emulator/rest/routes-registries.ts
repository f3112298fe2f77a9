import type { Handlers } from "./catalogue-routes.js";
import { HttpError } from "./http.js";
import { slugify, uuidFrom } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuRegistry } from "./model.js";
import { pageOf } from "./paging.js";
import { validatePolicy } from "./policy.js";
import { renderRegistry } from "./render.js";
import type { RouteContext } from "./router.js";

/**
 * Package registries (spec: Endpoints, Registries). The allowed ecosystems are "not shown"; the
 * emulator takes the service's documented list and refuses others with a 422.
 */
export const ECOSYSTEMS = [
  "container",
  "debian",
  "alpine",
  "redhat",
  "helm",
  "java",
  "javascript",
  "python",
  "ruby",
  "terraform",
  "files",
  "nuget",
  "cargo",
];

export interface RegistryRouteOptions {
  /** When on, create needs team_ids (spec: "only when the teams feature is enabled"). */
  teamsEnabled: () => boolean;
}

function registryOf(ctx: RouteContext): EmuRegistry {
  const org = organizationOf(ctx);
  const registry = ctx.store.registries.find((r) => r.organization === org && r.slug === ctx.params.registry);
  if (!registry) throw new HttpError(404, `No registry with the slug ${ctx.params.registry} in ${org}.`);
  return registry;
}

export function registryHandlers(
  options: RegistryRouteOptions,
): Pick<Handlers, `registries.${"create" | "list" | "get" | "update" | "delete"}`> {
  return {
    "registries.create": (ctx) => {
      const org = organizationOf(ctx);
      const body = ctx.fields as {
        name: string;
        ecosystem: string;
        team_ids?: string[];
        description?: string | null;
        emoji?: string;
        color?: string;
        oidc_policy?: unknown;
      };
      const errors: unknown[] = [];
      const name = body.name.trim();
      if (!ECOSYSTEMS.includes(body.ecosystem)) {
        errors.push({
          field: "ecosystem",
          code: "invalid",
          message: `ecosystem must be one of ${ECOSYSTEMS.join(", ")}`,
        });
      }
      if (options.teamsEnabled() && (body.team_ids ?? []).length === 0) {
        errors.push({
          field: "team_ids",
          code: "missing_field",
          message: "team_ids is required when teams are enabled",
        });
      }
      const slug = slugify(name);
      if (!slug)
        errors.push({ field: "name", code: "invalid", message: "name must contain a letter or a digit" });
      if (slug && ctx.store.registries.some((r) => r.organization === org && r.slug === slug)) {
        errors.push({ field: "name", code: "already_exists", message: "name has already been taken" });
      }
      if (errors.length > 0) throw new HttpError(422, "Validation Failed", errors);
      if (body.oidc_policy !== undefined && body.oidc_policy !== null) validatePolicy(body.oidc_policy);
      const registry: EmuRegistry = {
        id: uuidFrom(),
        organization: org,
        slug,
        name,
        ecosystem: body.ecosystem,
        description: body.description ?? null,
        emoji: body.emoji ?? null,
        color: body.color ?? null,
        public: false,
        oidc_policy: body.oidc_policy ?? null,
        team_ids: body.team_ids ?? [],
      };
      ctx.store.registries.push(registry);
      return { status: 200, body: renderRegistry(ctx.base, registry) };
    },
    "registries.list": (ctx) => {
      const org = organizationOf(ctx);
      return pageOf(
        ctx,
        ctx.store.registries.filter((r) => r.organization === org),
        (r) => renderRegistry(ctx.base, r),
      );
    },
    "registries.get": (ctx) => ({ status: 200, body: renderRegistry(ctx.base, registryOf(ctx)) }),
    "registries.update": (ctx) => {
      const registry = registryOf(ctx);
      const body = ctx.fields as { name?: string; description?: string | null; oidc_policy?: unknown };
      if (body.name !== undefined && body.name.trim() === "") {
        throw new HttpError(422, "Validation Failed", [
          { field: "name", code: "invalid", message: "name can't be blank" },
        ]);
      }
      if (body.oidc_policy !== undefined && body.oidc_policy !== null) validatePolicy(body.oidc_policy);
      if (typeof body.name === "string") registry.name = body.name.trim();
      if (body.description !== undefined) registry.description = body.description;
      // The whole policy is replaced (spec: "the entire revised policy must be sent again").
      if (body.oidc_policy !== undefined) registry.oidc_policy = body.oidc_policy;
      return { status: 200, body: renderRegistry(ctx.base, registry) };
    },
    "registries.delete": (ctx) => {
      const registry = registryOf(ctx);
      ctx.store.registries.splice(ctx.store.registries.indexOf(registry), 1);
      return { status: 200 };
    },
  };
}
