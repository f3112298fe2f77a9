import * as z from "zod";
import { userSchema } from "./user.js";

/** Agent object embedded in a job (spec: Resources, Agent object); lists show a reduced form. */
export const agentSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  name: z.string().optional(),
  connection_state: z.string().optional(),
  hostname: z.string().nullable().optional(),
  ip_address: z.string().nullable().optional(),
  user_agent: z.string().nullable().optional(),
  creator: userSchema.nullable().optional(),
  created_at: z.string().nullable().optional(),
});
export type Agent = z.infer<typeof agentSchema>;
