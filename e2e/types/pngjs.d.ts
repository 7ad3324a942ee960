// pngjs ships no types; the journeys only decode a QR code's PNG back into pixels.
declare module 'pngjs' {
  export const PNG: {
    sync: { read(buffer: Buffer): { width: number; height: number; data: Buffer } };
  };
}
