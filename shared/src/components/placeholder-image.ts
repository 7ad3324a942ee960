// Inline so the fallback itself can never fail to load.
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 250"><rect width="400" height="250" fill="#e6efe9"/>` +
      `<circle cx="200" cy="105" r="38" fill="#fff" stroke="#9dd4b0" stroke-width="6"/>` +
      `<path d="M120 200 Q200 150 280 200" fill="none" stroke="#67bb86" stroke-width="8" stroke-linecap="round"/></svg>`,
  );
