import { useRef } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The URL's search params and a functional update built on the latest URL asked for. React
 * Router's own function form is handed the params of the last render, and a page whose next query
 * suspends keeps rendering the old URL until its data is in: a second quick click (sort, then
 * period) built on the old URL and dropped the first. Until the router moves on from the URL a
 * change was built on, the next change builds on the one asked for.
 */
export function useLatestSearchParams(): [URLSearchParams, (change: (latest: URLSearchParams) => URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const asked = useRef<{ from: string; to: URLSearchParams } | null>(null);
  const update = (change: (latest: URLSearchParams) => URLSearchParams) => {
    const from = params.toString();
    const latest = asked.current?.from === from ? asked.current.to : params;
    const next = change(new URLSearchParams(latest));
    asked.current = { from, to: next };
    setParams(next);
  };
  return [params, update];
}
