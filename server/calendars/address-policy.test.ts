import { describe, expect, it } from "vitest";
import { publicAddressesOnly } from "./address-policy.server";

describe("the address policy of calendar imports", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "0.0.0.0",
    "10.0.0.8",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.254",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:8.8.8.8",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "2002:7f00:1::",
    "64:ff9b::7f00:1",
    "ff02::1",
    "not-an-address",
    "",
  ])("refuses %s", (address) => {
    expect(publicAddressesOnly(address)).toBe(false);
  });

  it.each(["8.8.8.8", "41.138.90.1", "100.128.0.1", "172.32.0.1", "2a00:1450:4007:80e::200e", "2606:4700::1111"])(
    "allows the public address %s",
    (address) => {
      expect(publicAddressesOnly(address)).toBe(true);
    },
  );
});
