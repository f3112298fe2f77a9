import * as z from "zod";
import { orgPath } from "./paths.js";
import {
  type AccessToken,
  accessTokenSchema,
  type Meta,
  metaSchema,
  type Organization,
  organizationSchema,
  rootSchema,
} from "./schemas/account.js";
import { type User, userSchema } from "./schemas/user.js";
import type { Transport } from "./transport.js";

/** The caller's account: organizations, user, token, meta, liveness (spec: Catalog, Root and account). */
export function accountResources(transport: Transport) {
  return {
    organizations: {
      async list(signal?: AbortSignal): Promise<Organization[]> {
        return (
          await transport.request({ path: "/v2/organizations", schema: z.array(organizationSchema), signal })
        ).data;
      },
      async get(slug: string, signal?: AbortSignal): Promise<Organization> {
        return (await transport.request({ path: orgPath(slug), schema: organizationSchema, signal })).data;
      },
    },
    async user(signal?: AbortSignal): Promise<User> {
      return (await transport.request({ path: "/v2/user", schema: userSchema, signal })).data;
    },
    accessToken: {
      async get(signal?: AbortSignal): Promise<AccessToken> {
        return (await transport.request({ path: "/v2/access-token", schema: accessTokenSchema, signal }))
          .data;
      },
      /** Revoke the token this client uses; later calls with it fail with 401. */
      async revoke(signal?: AbortSignal): Promise<void> {
        await transport.request({ method: "DELETE", path: "/v2/access-token", signal });
      },
    },
    async meta(signal?: AbortSignal): Promise<Meta> {
      return (await transport.request({ path: "/v2/meta", schema: metaSchema, signal })).data;
    },
    /** `GET /`: the liveness object. */
    async ping(signal?: AbortSignal): Promise<{ message: string; timestamp: number }> {
      return (await transport.request({ path: "/", schema: rootSchema, signal })).data;
    },
  };
}
