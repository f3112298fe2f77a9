import * as z from "zod";

/** User object (spec: Resources, User object). Extra fields are kept: the API adds fields. */
export const userSchema = z.looseObject({
  id: z.string(),
  graphql_id: z.string().optional(),
  name: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  avatar_url: z.string().nullable().optional(),
  created_at: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;
