import * as z from "zod";
import { UsageError } from "../errors.js";
import { checkOidcPolicy, type OidcPolicyInput } from "./oidc-policy.js";
import { type Registry, registrySchema } from "./schemas/registry.js";
import type { Transport } from "./transport.js";

/** Body of create (spec: Endpoints, Registries). */
export interface RegistryCreateBody {
  name: string;
  ecosystem: string;
  /** Needed only when the teams feature is enabled. */
  team_ids?: readonly string[] | undefined;
  description?: string | undefined;
  emoji?: string | undefined;
  color?: string | undefined;
  oidc_policy?: OidcPolicyInput | undefined;
}

/** Body of update: send the whole policy again when changing it. */
export interface RegistryUpdateBody {
  name?: string | undefined;
  description?: string | undefined;
  oidc_policy?: OidcPolicyInput | undefined;
}

function prefix(organization: string): string {
  if (!organization) throw new UsageError("organization is missing: give the organization's slug.");
  return `/v2/packages/organizations/${encodeURIComponent(organization)}/registries`;
}

function slugPath(organization: string, slug: string): string {
  if (!slug)
    throw new UsageError("registry slug is missing: give the registry's slug (see 'jobai registries list').");
  return `${prefix(organization)}/${encodeURIComponent(slug)}`;
}

function checked<T extends { oidc_policy?: OidcPolicyInput | undefined }>(body: T): T {
  // Validated here, sent as given: YAML text stays text, statements stay a JSON array.
  if (body.oidc_policy !== undefined) checkOidcPolicy(body.oidc_policy);
  if (
    (body as { color?: unknown }).color !== undefined &&
    !/^#?[0-9a-f]{3,8}$/i.test(String((body as { color?: unknown }).color))
  ) {
    throw new UsageError("color must be a hex colour such as #ff8800.");
  }
  return body;
}

export function registriesResource(transport: Transport) {
  return {
    async create(organization: string, body: RegistryCreateBody, signal?: AbortSignal): Promise<Registry> {
      for (const name of ["name", "ecosystem"] as const) {
        if (typeof body?.[name] !== "string" || body[name].trim() === "") {
          throw new UsageError(`${name} is required to create a registry.`);
        }
      }
      const response = await transport.request({
        method: "POST",
        path: prefix(organization),
        body: checked(body),
        schema: registrySchema,
        signal,
      });
      return response.data;
    },
    async list(organization: string, signal?: AbortSignal): Promise<Registry[]> {
      const response = await transport.request({
        path: prefix(organization),
        schema: z.array(registrySchema),
        signal,
      });
      return response.data;
    },
    async get(organization: string, slug: string, signal?: AbortSignal): Promise<Registry> {
      const response = await transport.request({
        path: slugPath(organization, slug),
        schema: registrySchema,
        signal,
      });
      return response.data;
    },
    /** Update is a POST to the registry's path (spec: Endpoints, Registries). */
    async update(
      organization: string,
      slug: string,
      body: RegistryUpdateBody,
      signal?: AbortSignal,
    ): Promise<Registry> {
      const response = await transport.request({
        method: "POST",
        path: slugPath(organization, slug),
        body: checked(body),
        schema: registrySchema,
        signal,
      });
      return response.data;
    },
    async delete(organization: string, slug: string, signal?: AbortSignal): Promise<void> {
      await transport.request({ method: "DELETE", path: slugPath(organization, slug), signal });
    },
  };
}
