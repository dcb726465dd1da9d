import type { TestProject } from "vitest/node";
import { startServer } from "#tests/support/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's DATA_DIR: its kept e-mails are under mail/ (no SMTP in the journeys). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
  };
}
