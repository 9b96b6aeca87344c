import { withHeaders } from "./responses";

const common = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join("; ");

/**
 * The built client: module scripts from our own origin only (Vite emits no inline script).
 * style-src allows inline styles because Emotion injects <style> elements at run time; a nonce
 * would need every HTML answer rendered per request, and inline CSS cannot run script.
 * connect-src 'self' covers the same-origin graphql-ws socket (CSP3 maps 'self' to ws/wss).
 */
const APP_CSP = csp({
  "default-src": "'self'",
  "script-src": "'self'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data: blob: https:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
});

/** GraphiQL is one bundled page with inline scripts and styles; it may talk only to this origin. */
const GRAPHIQL_CSP = csp({
  "default-src": "'self'",
  "script-src": "'self' 'unsafe-inline'",
  "style-src": "'self' 'unsafe-inline'",
  "img-src": "'self' data:",
  "font-src": "'self' data:",
  "connect-src": "'self'",
  "worker-src": "'self' blob:",
  "object-src": "'none'",
  "base-uri": "'self'",
  "form-action": "'self'",
  "frame-ancestors": "'none'",
});

/** JSON, assets and uploads are never documents: nothing may run or load from them. */
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Adds the security headers every answer carries, choosing the CSP from what the answer is. */
export function withSecurityHeaders(pathname: string, response: Response): Response {
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const policy = !isHtml ? RESOURCE_CSP : pathname === "/graphql" ? GRAPHIQL_CSP : APP_CSP;
  return withHeaders(response, (headers) => {
    for (const [name, value] of Object.entries(common)) headers.set(name, value);
    headers.set("content-security-policy", policy);
  });
}
