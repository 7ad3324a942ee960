import i18n from '@golf/shared/i18n/i18n';
import { ApiError, apiHeaders, isOk, type ApiEnvelope } from '@golf/shared/api/client';
import { apiUrl } from '@golf/shared/api/runtime-config';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), else `fallback`. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // A malformed escape: try the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Downloads a file the API makes (a CSV for admins) and hands it to the browser as a download. A
 * link cannot do it: the session's token travels in a header. Failures throw an ApiError with the
 * server's text, as every other call does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: apiHeaders(path) });
  } catch {
    throw new ApiError(i18n.t('common:errors.network'), 0, null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiEnvelope | null;
    const serverMessage = !isOk(body) ? (body?.error ?? null) : null;
    throw new ApiError(serverMessage ?? i18n.t('common:errors.generic'), response.status, serverMessage);
  }
  const name = filenameOf(response.headers.get('Content-Disposition'), fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
