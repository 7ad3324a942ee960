import { useCallback, useEffect, useRef, useState } from 'react';
import { cameraProblemOf, cameraUnavailable, type CameraProblem } from '../utils/camera-problem';

export type ScannerStatus = 'idle' | 'starting' | 'scanning' | 'error';

/** Frames are decoded this often: every frame would keep a phone's processor busy for nothing. */
const DECODE_INTERVAL_MS = 150;
/** Frames are shrunk to this longest side before decoding; an entry code stays readable. */
const DECODE_SIZE = 640;

/**
 * The device camera, read with getUserMedia into a <video>, each frame drawn on a canvas and
 * decoded by jsQR (loaded only when the camera starts). Every code read is passed to onCode;
 * the caller decides what to do with repeats.
 */
export function useQrScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const frameRef = useRef(0);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const [status, setStatus] = useState<ScannerStatus>('idle');
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  const release = useCallback(() => {
    cancelAnimationFrame(frameRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setStatus('idle');
  }, [release]);

  const start = useCallback(async () => {
    const unavailable = cameraUnavailable();
    if (unavailable) {
      setProblem(unavailable);
      setStatus('error');
      return;
    }
    setProblem(null);
    setStatus('starting');
    try {
      const [stream, decoder] = await Promise.all([
        navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false }),
        import('jsqr'),
      ]);
      streamRef.current = stream;
      const video = videoRef.current;
      if (!video) throw new Error('no video element');
      video.srcObject = stream;
      await video.play();
      setStatus('scanning');
      scanFrames(video, decoder.default);
    } catch (error) {
      release();
      setProblem(cameraProblemOf(error));
      setStatus('error');
    }
  }, [release]);

  function scanFrames(video: HTMLVideoElement, jsQR: typeof import('jsqr').default) {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let lastDecode = 0;
    const tick = (now: number) => {
      if (!streamRef.current) return;
      if (context && now - lastDecode >= DECODE_INTERVAL_MS && video.readyState >= video.HAVE_CURRENT_DATA && video.videoWidth) {
        lastDecode = now;
        const scale = Math.min(1, DECODE_SIZE / Math.max(video.videoWidth, video.videoHeight));
        const width = Math.round(video.videoWidth * scale);
        const height = Math.round(video.videoHeight * scale);
        canvas.width = width;
        canvas.height = height;
        context.drawImage(video, 0, 0, width, height);
        const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
        if (found?.data) onCodeRef.current(found.data);
      }
      frameRef.current = requestAnimationFrame(tick);
    };
    frameRef.current = requestAnimationFrame(tick);
  }

  // Leaving the page turns the camera off (its light too).
  useEffect(() => release, [release]);

  return { videoRef, status, problem, start, stop };
}
