// S3-compatible storage settings, read from the environment once. All four of
// S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY switch storage to S3;
// none keeps the local disk; a partial set stops the start with the missing names.
import { z } from "zod";
import { settingsSource } from "#server/env.server";

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

const REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

const schema = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "doit être une URL http(s)" }),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "nom de bucket invalide"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
});

export function parseS3Config(source: Record<string, string | undefined> = settingsSource()): S3Config | null {
  const present = REQUIRED.filter((name) => source[name]?.trim());
  if (present.length === 0) return null;
  if (present.length < REQUIRED.length) {
    const missing = REQUIRED.filter((name) => !present.includes(name));
    throw new Error(`Configuration S3 incomplète : ${missing.join(", ")} manquant(s).`);
  }
  const result = schema.safeParse({ ...source, S3_REGION: source.S3_REGION?.trim() || undefined });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Configuration S3 invalide :\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    endpoint: env.S3_ENDPOINT.replace(/\/+$/, ""),
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
  };
}

let cached: { config: S3Config | null } | undefined;

export function getS3Config(): S3Config | null {
  cached ??= { config: parseS3Config() };
  return cached.config;
}
