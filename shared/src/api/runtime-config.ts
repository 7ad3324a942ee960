// The API address is runtime data served beside the shell (architecture §3), so one build of the
// site can point at any API without a rebuild.
export interface RuntimeConfig {
  apiUrl: string;
}

const DEFAULT_CONFIG: RuntimeConfig = { apiUrl: 'http://localhost:4000' };

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...current, ...config, apiUrl: (config.apiUrl ?? current.apiUrl).replace(/\/+$/, '') };
}

/** Reads /runtime-config.json from the page's own origin; keeps the defaults when it is absent. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    // The shell's <head> preloads this file (shared/index.html); a plain request takes that
    // response, and the server marks the file no-cache, so it is still revalidated every time.
    const response = await fetch(url);
    if (response.ok) setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    // No config beside this page (a remote started on its own): the defaults apply.
  }
  return current;
}

export function apiUrl(path: string): string {
  return `${current.apiUrl}/${path.replace(/^\/+/, '')}`;
}

export function fileUrl(fileId: string): string {
  return apiUrl(`ext/file/${encodeURIComponent(fileId)}`);
}
