// A request's id: a trusted proxy's X-Request-Id is kept (the proxy's logs and ours then
// share it); anyone else's is replaced, so a visitor cannot write into our logs.
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { requestIdOf } from "./observe-requests.server";

function requestFrom(peer: string, requestId: string | undefined, trusted: (address: string) => boolean) {
  return {
    socket: { remoteAddress: peer },
    app: { get: (name: string) => (name === "trust proxy fn" ? trusted : undefined) },
    get: (name: string) => (name.toLowerCase() === "x-request-id" ? requestId : undefined),
  } as unknown as Request;
}

const loopbackOnly = (address: string) => address === "127.0.0.1";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the request id", () => {
  it("is the trusted proxy's", () => {
    expect(requestIdOf(requestFrom("127.0.0.1", "proxy-abc-123", loopbackOnly))).toBe("proxy-abc-123");
  });

  it("is made here when the header comes from an untrusted peer", () => {
    const id = requestIdOf(requestFrom("203.0.113.9", "forged", loopbackOnly));
    expect(id).toMatch(UUID);
  });

  it("is made here when absent, or not a plain token (a line break, too long)", () => {
    expect(requestIdOf(requestFrom("127.0.0.1", undefined, loopbackOnly))).toMatch(UUID);
    expect(requestIdOf(requestFrom("127.0.0.1", 'a"\n{"level":60}', loopbackOnly))).toMatch(UUID);
    expect(requestIdOf(requestFrom("127.0.0.1", "x".repeat(200), loopbackOnly))).toMatch(UUID);
  });
});
