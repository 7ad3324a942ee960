/** Why the camera is not scanning, each with its own advice to the person at the door. */
export type CameraProblem = 'denied' | 'noCamera' | 'busy' | 'insecure' | 'unsupported' | 'failed';

/** Reads the DOMException names getUserMedia rejects with (and older browsers' names for them). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'denied';
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError', 'ConstraintNotSatisfiedError'].includes(name)) return 'noCamera';
  if (['NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) return 'busy';
  return 'failed';
}

/** Before asking: a page on plain http (other than localhost) is never given a camera. */
export function cameraUnavailable(): CameraProblem | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return 'insecure';
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return null;
}
