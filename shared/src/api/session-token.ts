// The session token lives in sessionStorage under 'auth_token' (spec 01 §4). The API client reads
// it here rather than from the auth store so that the store can use the client without a cycle.
export const TOKEN_KEY = 'auth_token';

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts for this page only.
  }
}
