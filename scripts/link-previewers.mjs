// Link previewers: the programs a chat app or a social site sends to read a shared link's card
// (decision 73). They read the page's head and run no script, so the web server sends their
// requests to the API's card page (api/src/site/share-card.ts); people get the release-time page.
// One list, used by the Caddyfile (scripts/caddyfile.mjs) and the demo server (scripts/site.mjs).
export const LINK_PREVIEWER_PATTERN =
  '(?i)(facebookexternalhit|facebookcatalog|Facebot|WhatsApp|Twitterbot|Slackbot|Slack-ImgProxy|TelegramBot|Discordbot|LinkedInBot|Pinterest|redditbot|Applebot|SkypeUriPreview|Embedly|Iframely|vkShare|Line/|KAKAOTALK|Mastodon|Bluesky)';

const pattern = new RegExp(LINK_PREVIEWER_PATTERN.replace('(?i)', ''), 'i');

/** Whether a request's User-Agent is a link previewer's. */
export const isLinkPreviewer = (userAgent) => typeof userAgent === 'string' && pattern.test(userAgent);
