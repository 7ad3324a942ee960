import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '@golf/shared/api/upload-file';
import { imageProblem, type ImageProblem } from '@golf/contract/limits';
import { MAX_IMAGES, refusedImageProblem } from '../utils/image-files';

export interface UploadItem {
  key: string;
  file: File;
  previewUrl: string;
  /** 0–100 while uploading. */
  progress: number;
  /** Set once the server stored the file. */
  fileId: string | null;
}

export interface ImageUploadHandlers {
  /** The selection would go over the limit; nothing of it was added. */
  onTooMany: () => void;
  onInvalid: (file: File, problem: ImageProblem) => void;
  onUploadFailed: (file: File, error: unknown) => void;
  /** Every file of one selection that was still wanted has been stored. */
  onUploaded?: (count: number) => void;
}

let nextKey = 0;

/**
 * Images attached to a post: each picked file is checked, previewed and uploaded at once with
 * its progress, so posting only sends file ids. A file removed mid-upload is simply forgotten.
 */
export function useImageUploads(handlers: ImageUploadHandlers, max = MAX_IMAGES) {
  const [items, setItems] = useState<UploadItem[]>([]);
  // The latest list for synchronous checks (limit, removed-while-uploading) between renders.
  const current = useRef<UploadItem[]>([]);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const commit = useCallback((next: UploadItem[]) => {
    current.current = next;
    setItems(next);
  }, []);

  const update = useCallback(
    (key: string, change: Partial<UploadItem>) =>
      commit(current.current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((candidate) => candidate.key === key);
      if (item) URL.revokeObjectURL(item.previewUrl);
      commit(current.current.filter((candidate) => candidate.key !== key));
    },
    [commit],
  );

  const add = useCallback(
    (files: File[]) => {
      if (!files.length) return;
      if (current.current.length + files.length > max) {
        handlersRef.current.onTooMany();
        return;
      }
      const accepted = files.filter((file) => {
        const problem = imageProblem(file);
        if (problem) handlersRef.current.onInvalid(file, problem);
        return !problem;
      });
      if (!accepted.length) return;
      const added = accepted.map((file) => ({
        key: `upload-${++nextKey}`,
        file,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        fileId: null,
      }));
      commit([...current.current, ...added]);
      const stillWanted = (key: string) => current.current.some((item) => item.key === key);
      void Promise.all(
        added.map(async ({ key, file }) => {
          try {
            const { fileId } = await uploadFile(file, (progress) => stillWanted(key) && update(key, { progress }));
            if (!stillWanted(key)) return false;
            update(key, { fileId, progress: 100 });
            return true;
          } catch (error) {
            if (!stillWanted(key)) return false;
            remove(key);
            const problem = refusedImageProblem(error);
            if (problem) handlersRef.current.onInvalid(file, problem);
            else handlersRef.current.onUploadFailed(file, error);
            return false;
          }
        }),
      ).then((results) => {
        const stored = results.filter(Boolean).length;
        if (stored) handlersRef.current.onUploaded?.(stored);
      });
    },
    [commit, max, remove, update],
  );

  const clear = useCallback(() => {
    current.current.forEach((item) => URL.revokeObjectURL(item.previewUrl));
    commit([]);
  }, [commit]);

  useEffect(() => () => current.current.forEach((item) => URL.revokeObjectURL(item.previewUrl)), []);

  return {
    items,
    add,
    remove,
    clear,
    uploading: items.some((item) => !item.fileId),
    fileIds: items.flatMap((item) => (item.fileId ? [item.fileId] : [])),
    full: items.length >= max,
  };
}
