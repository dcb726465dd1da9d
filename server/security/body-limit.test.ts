import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "./body-limit.server";

let server: http.Server;
let base: string;
const received: number[] = [];

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit({ defaultBytes: 1000, byPath: { "/upload": 5000 }, exempt: ["/self-bounded"] }));
  app.use(express.raw({ type: "*/*", limit: "10mb" }), (request, response) => {
    received.push(Buffer.isBuffer(request.body) ? request.body.length : 0);
    response.send("ok");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: "POST", body, headers, duplex: "half" } as RequestInit);

describe("request body limits", () => {
  it("lets a form of ordinary size through", async () => {
    const response = await post("/auth", "a".repeat(900));
    expect(response.status).toBe(200);
    expect(received.at(-1)).toBe(900);
  });

  it("refuses a body over the limit with 413 and a French message, before reading it", async () => {
    const before = received.length;
    const response = await post("/auth", "a".repeat(1001));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Requête trop volumineuse.");
    expect(received.length).toBe(before);
  });

  it("gives the upload route its own larger limit", async () => {
    expect((await post("/upload", "a".repeat(4000))).status).toBe(200);
    expect((await post("/upload", "a".repeat(5001))).status).toBe(413);
  });

  it("refuses a streamed body without a length", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a".repeat(10)));
        controller.close();
      },
    });
    const response = await post("/auth", stream);
    expect(response.status).toBe(411);
  });

  it("leaves a route that bounds its own body alone, length or not", async () => {
    expect((await post("/self-bounded", "a".repeat(20_000))).status).toBe(200);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("a".repeat(10)));
        controller.close();
      },
    });
    expect((await post("/self-bounded", stream)).status).toBe(200);
  });

  it("never limits reads", async () => {
    expect((await fetch(`${base}/auth`)).status).toBe(200);
  });
});
