import type { Config } from "../config";

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/** The last value of a header our nearest proxy appended to (earlier ones are the client's). */
const lastValue = (value: string | null) => value?.split(",").at(-1)?.trim().toLowerCase() ?? "";

/**
 * The origin links in a page point to (canonical, og:url, og:image, sitemap): PUBLIC_URL when set,
 * which is what production behind a proxy should use. Without it, the request's Host; behind
 * trusted proxies (TRUST_PROXY ≥ 1) also their X-Forwarded-Proto/-Host, so a TLS-terminating
 * proxy yields https. A Host that is not a plain host name falls back to localhost, so a forged
 * header cannot put markup or another site into a page.
 */
export function publicOrigin(config: Pick<Config, "publicUrl" | "trustProxy" | "port">, request: Request): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const url = new URL(request.url);
  let protocol = url.protocol.replace(":", "");
  let host = request.headers.get("host") ?? url.host;
  if (config.trustProxy > 0) {
    const proto = lastValue(request.headers.get("x-forwarded-proto"));
    if (proto === "http" || proto === "https") protocol = proto;
    const forwardedHost = lastValue(request.headers.get("x-forwarded-host"));
    if (forwardedHost) host = forwardedHost;
  }
  if (!HOST.test(host)) host = `localhost:${config.port}`;
  return `${protocol === "https" ? "https" : "http"}://${host.toLowerCase()}`;
}
