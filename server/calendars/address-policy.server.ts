// Which network addresses an imported calendar may be fetched from (docs/decisions/024).
// A host types the URL, so without this check the server would fetch what the host asks
// for inside our own network (loopback, the cloud's metadata address, private ranges).
import { BlockList, isIP } from "node:net";

/** Answers whether the server may connect to this IP address (v4 or v6, no brackets). */
export type AddressPolicy = (address: string) => boolean;

// Two lists: one BlockList would match IPv4 addresses against the IPv6 ranges below (::/96).
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, 169.254.169.254 (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, 255.255.255.255
] as const) {
  refusedV4.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback ::1, IPv4-compatible
  ["::ffff:0:0", 96], // IPv4-mapped: refused whatever the IPv4 behind
  ["64:ff9b::", 96], // NAT64: could reach any IPv4
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments (Teredo…)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: carries an IPv4
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  refusedV6.addSubnet(network, prefix, "ipv6");
}

/** The policy of production: public unicast addresses only. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = isIP(address);
  if (family === 0) return false;
  const lower = address.toLowerCase();
  // Written-out IPv4-mapped forms are refused before BlockList reads them.
  if (family === 6 && (lower.includes(".") || lower.startsWith("::ffff:"))) return false;
  return family === 4 ? !refusedV4.check(address, "ipv4") : !refusedV6.check(address, "ipv6");
};
