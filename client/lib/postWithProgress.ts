import { getToken } from "../auth/token";

/** Why a request sent with progress ended without an answer. */
export class RequestInterrupted extends Error {
  constructor(readonly kind: "network" | "aborted", readonly status: number, readonly statusText: string) {
    super(kind);
  }
}

/**
 * POSTs a body with XMLHttpRequest, whose upload events give real progress (fetch has none for
 * request bodies): onProgress gets the fraction sent, 0–1. `done` resolves with the status and the
 * JSON answer (null when the body is not JSON) whatever the status; it rejects with
 * RequestInterrupted when the network fails or the request is aborted.
 */
export function postWithProgress(url: string, body: XMLHttpRequestBodyInit, options: { contentType?: string; onProgress: (fraction: number) => void }) {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ status: number; statusText: string; answer: unknown }>((resolve, reject) => {
    xhr.open("POST", url);
    const token = getToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    if (options.contentType) xhr.setRequestHeader("content-type", options.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onProgress(1);
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: the caller goes by the status.
      }
      resolve({ status: xhr.status, statusText: xhr.statusText, answer });
    };
    xhr.onerror = () => reject(new RequestInterrupted("network", xhr.status, xhr.statusText));
    xhr.onabort = () => reject(new RequestInterrupted("aborted", xhr.status, xhr.statusText));
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
