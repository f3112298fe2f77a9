import { HttpError } from "./http.js";
import { slugify, uuidFrom } from "./ids.js";
import { organizationOf } from "./lookup.js";
import type { EmuRegistry } from "./model.js";
import { objectBody } from "./paging.js";
import { validatePolicy } from "./policy.js";
import { renderRegistry } from "./render.js";
import type { Route, RouteContext } from "./router.js";

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

function optionalString(
  body: Record<string, unknown>,
  name: string,
  errors: unknown[],
): string | null | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || typeof value === "string") return value;
  errors.push({ field: name, message: `${name} must be a string` });
  return undefined;
}

export function registryRoutes(options: RegistryRouteOptions): Route[] {
  const prefix = "/v2/packages/organizations/:org/registries";
  return [
    {
      method: "POST",
      pattern: prefix,
      scope: "write_registries",
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = typeof body.name === "string" ? body.name.trim() : "";
        if (!name) errors.push({ field: "name", message: "name can't be blank" });
        if (typeof body.ecosystem !== "string" || !ECOSYSTEMS.includes(body.ecosystem)) {
          errors.push({ field: "ecosystem", message: `ecosystem must be one of ${ECOSYSTEMS.join(", ")}` });
        }
        const description = optionalString(body, "description", errors);
        const emoji = optionalString(body, "emoji", errors);
        const color = optionalString(body, "color", errors);
        if (typeof color === "string" && !/^#[0-9a-fA-F]{3,8}$/.test(color))
          errors.push({ field: "color", message: "color must be a hex colour" });
        const teamIds = body.team_ids;
        if (
          teamIds !== undefined &&
          !(Array.isArray(teamIds) && teamIds.every((t) => typeof t === "string"))
        ) {
          errors.push({ field: "team_ids", message: "team_ids must be an array of team UUIDs" });
        } else if (options.teamsEnabled() && (!Array.isArray(teamIds) || teamIds.length === 0)) {
          errors.push({ field: "team_ids", message: "team_ids is required when teams are enabled" });
        }
        const slug = slugify(name);
        if (name && !slug) errors.push({ field: "name", message: "name must contain a letter or a digit" });
        if (slug && ctx.store.registries.some((r) => r.organization === org && r.slug === slug)) {
          errors.push({ field: "name", message: "name has already been taken" });
        }
        if (errors.length > 0) throw new HttpError(422, "Validation Failed", errors);
        if (body.oidc_policy !== undefined && body.oidc_policy !== null) validatePolicy(body.oidc_policy);
        const registry: EmuRegistry = {
          id: uuidFrom(),
          organization: org,
          slug,
          name,
          ecosystem: body.ecosystem as string,
          description: description ?? null,
          emoji: emoji ?? null,
          color: color ?? null,
          public: false,
          oidc_policy: body.oidc_policy ?? null,
          team_ids: (teamIds as string[] | undefined) ?? [],
        };
        ctx.store.registries.push(registry);
        return { status: 200, body: renderRegistry(ctx.base, registry) };
      },
    },
    {
      method: "GET",
      pattern: prefix,
      scope: "read_registries",
      handle: (ctx) => {
        const org = organizationOf(ctx);
        const list = ctx.store.registries.filter((r) => r.organization === org);
        return { status: 200, body: list.map((r) => renderRegistry(ctx.base, r)) };
      },
    },
    {
      method: "GET",
      pattern: `${prefix}/:registry`,
      scope: "read_registries",
      handle: (ctx) => ({ status: 200, body: renderRegistry(ctx.base, registryOf(ctx)) }),
    },
    {
      method: "POST",
      pattern: `${prefix}/:registry`,
      scope: "write_registries",
      handle: (ctx) => {
        const registry = registryOf(ctx);
        const body = objectBody(ctx);
        const errors: unknown[] = [];
        const name = optionalString(body, "name", errors);
        if (name !== undefined && (name === null || name.trim() === ""))
          errors.push({ field: "name", message: "name can't be blank" });
        const description = optionalString(body, "description", errors);
        if (errors.length > 0) throw new HttpError(422, "Validation Failed", errors);
        if (body.oidc_policy !== undefined && body.oidc_policy !== null) validatePolicy(body.oidc_policy);
        if (typeof name === "string") registry.name = name.trim();
        if (description !== undefined) registry.description = description;
        // The whole policy is replaced (spec: "the entire revised policy must be sent again").
        if (body.oidc_policy !== undefined) registry.oidc_policy = body.oidc_policy;
        return { status: 200, body: renderRegistry(ctx.base, registry) };
      },
    },
    {
      method: "DELETE",
      pattern: `${prefix}/:registry`,
      scope: "delete_registries",
      handle: (ctx) => {
        const registry = registryOf(ctx);
        ctx.store.registries.splice(ctx.store.registries.indexOf(registry), 1);
        return { status: 200 };
      },
    },
  ];
}
