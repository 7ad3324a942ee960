/**
 * A JSON file the page may carry in its own HTML (scripts/page-data.mjs): the site's server writes
 * /runtime-config.json and /remotes.json into the page it sends (and, on a public route, the
 * route's remote's mf-manifest.json: scripts/head-start.mjs), as
 * `<script type="application/json" data-file="/remotes.json">`, so the frame starts without two
 * more requests (on a phone they held two of the six connections main.js needed). Served any other
 * way (a dev server, a remote on its own), the page has none and the file is fetched as before.
 */
export async function readPageJson<T>(url: string): Promise<{ ok: true; value: T } | { ok: false; status?: number; error?: unknown }> {
  const embedded = pageJsonText(url);
  try {
    if (embedded) return { ok: true, value: JSON.parse(embedded) as T };
    const response = await fetch(url);
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, value: (await response.json()) as T };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The text of a JSON file the page carries, or null. */
export function pageJsonText(url: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`script[type="application/json"][data-file="${url}"]`)?.textContent || null;
}
