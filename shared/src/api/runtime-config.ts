// The API address is runtime data served beside the shell (architecture §3), so one build of the
// site can point at any API without a rebuild.
import { readPageJson } from './page-json';

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

/**
 * Reads /runtime-config.json (from the page itself when the server wrote it there, else from the
 * page's own origin); keeps the defaults when it is absent (a remote started on its own).
 */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const file = await readPageJson<Partial<RuntimeConfig>>(url);
  if (file.ok) setRuntimeConfig(file.value);
  return current;
}

export function apiUrl(path: string): string {
  return `${current.apiUrl}/${path.replace(/^\/+/, '')}`;
}

export function fileUrl(fileId: string): string {
  return apiUrl(`ext/file/${encodeURIComponent(fileId)}`);
}
