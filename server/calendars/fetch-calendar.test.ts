// The import's fetcher refuses what it must, against servers on this machine. Refusals use
// the real policy; where a test needs a server to answer at all, its policy is the real one
// plus that one server's address (127.0.0.2), nothing else.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicAddressesOnly, type AddressPolicy } from "./address-policy.server";
import { CALENDAR_TIMEOUT_MS, fetchCalendar, MAX_CALENDAR_BYTES } from "./fetch-calendar.server";

const CALENDAR = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
const TEST_HOST = "127.0.0.2";
const servers: http.Server[] = [];
let loopbackPort = 0;
let testPort = 0;
const hits: string[] = [];

/** The real policy, and the test server's own address. */
const realPlusTestServer: AddressPolicy = (address) => address === TEST_HOST || publicAddressesOnly(address);

function handler(request: http.IncomingMessage, response: http.ServerResponse) {
  hits.push(`${request.socket.localAddress} ${request.url}`);
  switch (request.url) {
    case "/slow":
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      return; // never ends
    case "/big":
      response.writeHead(200, { "content-type": "text/calendar" });
      for (let index = 0; index < 32; index += 1) response.write(Buffer.alloc(64 * 1024, 65));
      return response.end();
    case "/big-declared":
      response.writeHead(200, { "content-length": String(2 * MAX_CALENDAR_BYTES) });
      return response.end();
    case "/to-loopback":
      response.writeHead(302, { location: `http://127.0.0.1:${loopbackPort}/calendar.ics` });
      return response.end();
    case "/to-metadata":
      response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
      return response.end();
    case "/to-file":
      response.writeHead(302, { location: "file:///etc/passwd" });
      return response.end();
    case "/loop":
      response.writeHead(302, { location: "/loop" });
      return response.end();
    case "/hop":
      response.writeHead(302, { location: "/calendar.ics" });
      return response.end();
    case "/missing":
      response.writeHead(404);
      return response.end();
    default:
      response.writeHead(200, { "content-type": "text/calendar" });
      return response.end(CALENDAR);
  }
}

async function listen(host: string): Promise<number> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  loopbackPort = await listen("127.0.0.1");
  testPort = await listen(TEST_HOST);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const test = (path: string) => `http://${TEST_HOST}:${testPort}${path}`;

describe("fetching an imported calendar", () => {
  it("reads a calendar from an allowed address, following a redirect", async () => {
    expect(await fetchCalendar(test("/calendar.ics"), { policy: realPlusTestServer })).toEqual({
      ok: true,
      body: CALENDAR,
    });
    expect(await fetchCalendar(test("/hop"), { policy: realPlusTestServer })).toMatchObject({ ok: true });
  });

  it.each([
    ["loopback by address", () => `http://127.0.0.1:${loopbackPort}/calendar.ics`],
    ["localhost", () => `http://localhost:${loopbackPort}/calendar.ics`],
    ["IPv6 loopback", () => `http://[::1]:${loopbackPort}/calendar.ics`],
    ["loopback as one decimal number", () => `http://2130706433:${loopbackPort}/calendar.ics`],
    ["loopback in hexadecimal", () => `http://0x7f.0.0.1:${loopbackPort}/calendar.ics`],
    ["IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${loopbackPort}/calendar.ics`],
    ["0.0.0.0", () => `http://0.0.0.0:${loopbackPort}/calendar.ics`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["a private address", () => "http://10.0.0.1/calendar.ics"],
    ["a carrier-grade NAT address", () => "http://100.64.0.1/calendar.ics"],
    ["a unique-local IPv6 address", () => "http://[fd00::1]/calendar.ics"],
    ["a link-local IPv6 address", () => "http://[fe80::1]/calendar.ics"],
  ])("refuses %s with the real policy, and never connects", async (_name, address) => {
    const before = hits.length;
    expect(await fetchCalendar(address())).toEqual({ ok: false, reason: "address_refused" });
    expect(hits.length).toBe(before);
  });

  it.each([
    "file:///etc/passwd",
    "ftp://example.com/a.ics",
    "javascript:alert(1)",
    "gopher://x",
    "http://user:pw@example.com/",
  ])("refuses %s before any request", async (address) => {
    expect(await fetchCalendar(address)).toEqual({ ok: false, reason: "invalid_url" });
  });

  it("refuses a redirect to 127.0.0.1 (each hop checked) without reaching it", async () => {
    const before = hits.filter((hit) => hit.startsWith("127.0.0.1 ")).length;
    expect(await fetchCalendar(test("/to-loopback"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "address_refused",
    });
    expect(hits.filter((hit) => hit.startsWith("127.0.0.1 ")).length).toBe(before);
    expect(await fetchCalendar(test("/to-metadata"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "address_refused",
    });
    expect(await fetchCalendar(test("/to-file"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "invalid_url",
    });
  });

  it("follows at most 3 redirects", async () => {
    expect(await fetchCalendar(test("/loop"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "too_many_redirects",
    });
  });

  it("stops reading past 1 MB (2 MB sent), and refuses a declared 2 MB at once", async () => {
    expect(MAX_CALENDAR_BYTES).toBe(1_000_000);
    expect(await fetchCalendar(test("/big"), { policy: realPlusTestServer })).toEqual({ ok: false, reason: "too_big" });
    expect(await fetchCalendar(test("/big-declared"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "too_big",
    });
  });

  it("gives up on an answer slower than the limit (10 s in production)", async () => {
    expect(CALENDAR_TIMEOUT_MS).toBe(10_000);
    const started = performance.now();
    expect(await fetchCalendar(test("/slow"), { policy: realPlusTestServer, timeoutMs: 800 })).toEqual({
      ok: false,
      reason: "too_slow",
    });
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("refuses an error status and an unreachable server", async () => {
    expect(await fetchCalendar(test("/missing"), { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "http_error",
    });
    expect(await fetchCalendar(`http://${TEST_HOST}:1/`, { policy: realPlusTestServer })).toEqual({
      ok: false,
      reason: "unreachable",
    });
  });

  it("connects to the address it checked (no second lookup), and refuses a name with one inside address", async () => {
    const pinned = await fetchCalendar(`http://calendrier.example:${testPort}/calendar.ics`, {
      policy: realPlusTestServer,
      resolve: async () => [TEST_HOST],
    });
    expect(pinned).toEqual({ ok: true, body: CALENDAR });
    const mixed = await fetchCalendar(`http://calendrier.example:${testPort}/calendar.ics`, {
      policy: realPlusTestServer,
      resolve: async () => ["8.8.8.8", "127.0.0.1"],
    });
    expect(mixed).toEqual({ ok: false, reason: "address_refused" });
  });

  it("checks the address actually connected to", async () => {
    // A policy that lets the name's address through but not the socket's: the answer is dropped.
    let asked = 0;
    const firstOnly: AddressPolicy = (address) => address === TEST_HOST && (asked += 1) === 1;
    expect(await fetchCalendar(test("/calendar.ics"), { policy: firstOnly })).toEqual({
      ok: false,
      reason: "address_refused",
    });
    expect(asked).toBe(2);
  });
});
