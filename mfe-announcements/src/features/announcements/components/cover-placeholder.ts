// The picture an announcement without an image (or whose image fails) shows: a green with its
// flag under a pale sky, in the brand's colours. Inline, so the fallback itself cannot fail.
// Without an image it is drawn as inline SVG (AnnouncementImage): decoration, not content, so the
// first paint has it at once and the page's largest content is its text, not a picture to decode.
//
// The picture has no size of its own, so it is drawn at the size of its box, and each part keeps
// its own proportions inside it: the sky fills the box; the green is cropped from the sides or the
// top like a cover photo, anchored at the bottom, with the flag in the middle where a narrow box
// keeps it; the sun is scaled to fit whole in the top right corner. One drawing cropped as a whole
// cut the sun in half in the tall box of the featured banner on a tablet.
/** The drawing; `skyId` names its gradient, unique on a page where several are drawn inline. */
export const coverPlaceholderSvg = (skyId = 'sky') => `<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%">
<defs><linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf6ee"/><stop offset="1" stop-color="#cbe9d5"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#${skyId})"/>
<svg viewBox="0 0 800 450" preserveAspectRatio="xMaxYMin meet"><circle data-part="sun" cx="640" cy="110" r="46" fill="#fff" opacity=".7"/></svg>
<svg viewBox="0 0 800 450" preserveAspectRatio="xMidYMax slice">
<path d="M0 300 Q200 220 420 270 T800 250 V450 H0Z" fill="#9dd4b0"/>
<path d="M0 350 Q260 290 520 330 T800 320 V450 H0Z" fill="#67bb86"/>
<path d="M0 400 Q300 360 600 390 T800 385 V450 H0Z" fill="#3c9f63"/>
<ellipse cx="400" cy="338" rx="70" ry="12" fill="#23834a" opacity=".55"/>
<path d="M400 338 V200" stroke="#1b6a3c" stroke-width="5" stroke-linecap="round"/>
<path d="M402 202 L470 222 L402 242Z" fill="#f5c542"/>
<circle cx="330" cy="372" r="9" fill="#fff"/>
</svg>
</svg>`;

export const COVER_PLACEHOLDER = `data:image/svg+xml;utf8,${encodeURIComponent(coverPlaceholderSvg())}`;
