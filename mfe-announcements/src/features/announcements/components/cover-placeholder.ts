// The picture an announcement without an image (or whose image fails) shows: a green with its
// flag under a pale sky, in the brand's colours. Inline, so the fallback itself cannot fail.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf6ee"/><stop offset="1" stop-color="#cbe9d5"/></linearGradient></defs>
<rect width="800" height="450" fill="url(#s)"/>
<circle cx="640" cy="110" r="46" fill="#fff" opacity=".7"/>
<path d="M0 300 Q200 220 420 270 T800 250 V450 H0Z" fill="#9dd4b0"/>
<path d="M0 350 Q260 290 520 330 T800 320 V450 H0Z" fill="#67bb86"/>
<path d="M0 400 Q300 360 600 390 T800 385 V450 H0Z" fill="#3c9f63"/>
<ellipse cx="470" cy="338" rx="70" ry="12" fill="#23834a" opacity=".55"/>
<path d="M470 338 V200" stroke="#1b6a3c" stroke-width="5" stroke-linecap="round"/>
<path d="M472 202 L540 222 L472 242Z" fill="#f5c542"/>
<circle cx="330" cy="372" r="9" fill="#fff"/>
</svg>`;

export const COVER_PLACEHOLDER = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
