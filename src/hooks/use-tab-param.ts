import { useCallback, useEffect, useState } from "react";

/**
 * The active tab, kept in the address as `?tab=<value>` so a visitor can link
 * straight to it. The server and the first client render show the first tab
 * (there is no address at build time); the effect then reads the real one.
 * `search` is the page's `location.search`, so a link to the same page with
 * another tab switches it too. The first tab leaves no parameter.
 */
export function useTabParam(
  values: readonly string[],
  search: string,
  param = "tab",
): [string, (next: string) => void] {
  const first = values[0];
  const key = values.join("|");
  const [value, setValue] = useState(first);

  useEffect(() => {
    const wanted = new URLSearchParams(search).get(param);
    setValue(wanted && key.split("|").includes(wanted) ? wanted : first);
  }, [search, param, key, first]);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      const url = new URL(window.location.href);
      if (next === first) url.searchParams.delete(param);
      else url.searchParams.set(param, next);
      // Keep the router's history state (scroll restoration key) as it is.
      window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    },
    [first, param],
  );

  return [value, change];
}
