import type { FrameTexts } from './frame.zh';

// The frame's texts in English, fetched before an English page first renders (shell-catalogue.ts).
export const frameEn: FrameTexts = {
  footer: {
    copyright: '© {{year}} Youth Golf Community, Hong Kong',
    tagline: 'Growing the next generation of golfers in Hong Kong.',
    explore: 'Explore',
    privacy: 'Privacy notice',
  },
  nav: {
    logoAlt: 'Youth Golf Community logo',
    signedOut: 'You have signed out.',
    skipToContent: 'Skip to main content',
    bar: 'Main',
  },
  session: {
    ended: 'Your session has ended',
    endedHint: 'Please sign in again to continue.',
  },
  section: {
    outdated: 'This section needs a newer site version',
    reloading: 'Reloading the page…',
    outdatedHint: 'Please reload the page in a moment. The rest of the site keeps working.',
    older: 'This section was built for an earlier site version',
    olderHint: 'Its team needs to release it again for this site. The rest of the site keeps working.',
    reload: 'Reload the page',
  },
};
