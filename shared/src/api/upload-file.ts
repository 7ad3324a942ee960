import i18n from '@golf/shared/i18n/i18n';
import { ApiError, apiHeaders, isOk, type ApiEnvelope } from '@golf/shared/api/client';
import { apiUrl } from '@golf/shared/api/runtime-config';

export interface UploadResult {
  fileId: string;
}

/**
 * POST /cms/file with the multipart field 'file'. XMLHttpRequest rather than fetch because the
 * forum and settings screens show upload progress, which fetch cannot report.
 */
export function uploadFile(file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl('cms/file'));
    apiHeaders('cms/file').forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(i18n.t('common:errors.network'), 0, null));
    request.ontimeout = () => reject(new ApiError(i18n.t('common:errors.timeout'), 0, null));
    request.onload = () => {
      let body: (ApiEnvelope & { fileId?: string }) | null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300 && isOk(body) && body?.fileId) {
        onProgress?.(100);
        resolve({ fileId: body.fileId });
      } else {
        const serverMessage = body?.error ?? null;
        reject(new ApiError(serverMessage ?? i18n.t('common:errors.generic'), request.status, serverMessage));
      }
    };
    request.timeout = 60_000;
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
