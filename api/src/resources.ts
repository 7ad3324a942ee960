import { announcementsResource } from './announcements/index.js';
import { clubResource } from './club/index.js';
import { contactResource } from './contact/index.js';
import { dashboardResource } from './dashboard/index.js';
import type { Resource } from './core/resource.js';
import { eventsResource } from './events/index.js';
import { familyResource } from './family/index.js';
import { filesResource } from './files/index.js';
import { forumResource } from './forum/index.js';
import { golfResource } from './golf/index.js';
import { liveUpdatesResource } from './live-updates/index.js';
import { mailResource } from './mail/index.js';
import { membershipResource } from './membership/index.js';
import { paymentsResource } from './payments/index.js';
import { privacyResource } from './privacy/index.js';
import { securityResource } from './security/index.js';
import { siteResource } from './site/index.js';
import { usersResource } from './users/index.js';

/** Every resource folder the API serves. A new folder adds one line here. */
export const resources: Resource[] = [usersResource, filesResource, announcementsResource, liveUpdatesResource, forumResource, contactResource, eventsResource, paymentsResource, membershipResource, mailResource, securityResource, siteResource, clubResource, familyResource, privacyResource, dashboardResource, golfResource];
