import type { TestProject } from "vitest/node";
import { startServer } from "#tests/support/start-server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
  };
}
