import type { IncomingMessage } from "node:http";

/**
 * The client's address when `hops` reverse proxies we run sit in front (Express's numeric
 * `trust proxy`): walk X-Forwarded-For from the right, trusting one entry per hop. Entries left
 * of that are whatever the client wrote and are never used.
 */
export function clientIp(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = normalize(socketAddress) || "unknown";
  if (hops <= 0 || !forwardedFor) return socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor;
  const chain = [socket, ...header.split(",").map((a) => normalize(a.trim())).filter(Boolean).reverse()];
  return chain[Math.min(hops, chain.length - 1)];
}

export function requestClientIp(req: IncomingMessage | undefined, hops: number): string {
  return clientIp(req?.socket.remoteAddress, req?.headers["x-forwarded-for"], hops);
}

/** True for a connection from this machine that no proxy forwarded. */
export function isDirectLoopback(req: IncomingMessage | undefined): boolean {
  if (!req || req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined || req.headers["x-real-ip"] !== undefined) return false;
  return isLoopback(req.socket.remoteAddress);
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: this machine (dev mailbox, metrics). */
export function isLoopback(address: string | undefined): boolean {
  const v4 = normalize(address);
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** "::ffff:10.0.0.1" → "10.0.0.1" so one client has one spelling. */
function normalize(address: string | undefined): string {
  if (!address) return "";
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
