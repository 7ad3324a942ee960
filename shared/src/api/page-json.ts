/**
 * A JSON file the page may carry in its own HTML (scripts/page-data.mjs): the site's server writes
 * /runtime-config.json and /remotes.json into the page it sends, as
 * `<script type="application/json" data-file="/remotes.json">`, so the frame starts without two
 * more requests (on a phone they held two of the six connections main.js needed). Served any other
 * way (a dev server, a remote on its own), the page has none and the file is fetched as before.
 */
export async function readPageJson<T>(url: string): Promise<{ ok: true; value: T } | { ok: false; status?: number; error?: unknown }> {
  const embedded = typeof document === 'undefined' ? null : document.querySelector(`script[type="application/json"][data-file="${url}"]`);
  try {
    if (embedded?.textContent) return { ok: true, value: JSON.parse(embedded.textContent) as T };
    const response = await fetch(url);
    if (!response.ok) return { ok: false, status: response.status };
    return { ok: true, value: (await response.json()) as T };
  } catch (error) {
    return { ok: false, error };
  }
}
