// What the apps' builds bundle instead of ky's `utils/body.js` (an alias in rspack.shared.js): the
// upload and download progress streams behind ky's `onUploadProgress` / `onDownloadProgress`
// options, which no request of the site uses (an upload reports its progress through
// XMLHttpRequest: upload-file.ts, which fetch cannot do). ky calls
// these two only when one of those options is given; such a request now fails loudly instead of
// running without progress. About 0.4 KB gzipped of every first visit (issue 34's budget).
const unsupported = (option: string) => {
  throw new Error(`ky's ${option} is not part of this site's build (shared/src/api/ky-progress.ts)`);
};

export const streamResponse = (): never => unsupported('onDownloadProgress');
export const streamRequest = (): never => unsupported('onUploadProgress');
