import type { Seeder } from '../seed/index.js';
import { hashPassword } from './passwords.js';
import { users } from './table.js';

/** Demo members who can sign in straight away (README). */
export const DEMO_MEMBER_PASSWORD = 'Member-2025';

/** Accounts the club registered, awaiting activation with this email and phone (README). */
export const CLUB_REGISTERED_MEMBERS = [
  { email: 'activate.chan@youthgolf.hk', fullName: 'Chan Tai Man', countryCode: '+852', phone: '91234567' },
  { email: 'activate.wong@youthgolf.hk', fullName: 'Wong Siu Ling', countryCode: '+852', phone: '98765432' },
];

const DAY = 86_400_000;

/** Demo members (all with DEMO_MEMBER_PASSWORD), covering each membership state the screens show. */
export const DEMO_MEMBERS = [
  // Active annual member whose membership runs out in 45 days: the Renew action shows.
  { email: 'member.lee@youthgolf.hk', fullName: 'Lee Ka Ho', phone: '61110001', gender: 'Male', handicapIndex: 18.4, kscId: 'KSC-10021', annual: 45, freePractice: 1, point: 320 },
  // Active annual member, a year ahead.
  { email: 'member.cheung@youthgolf.hk', fullName: 'Cheung Wing Yan', phone: '61110002', gender: 'Female', handicapIndex: 9.2, kscId: 'KSC-10022', annual: 330, freePractice: 1, point: 540 },
  // Signed up, never joined: a guest.
  { email: 'member.ho@youthgolf.hk', fullName: 'Ho Chun Kit', phone: '61110003', gender: 'Male', handicapIndex: null, kscId: null, annual: null, freePractice: 0, point: 0 },
  // Membership ran out last month.
  { email: 'member.ng@youthgolf.hk', fullName: 'Ng Hoi Ching', phone: '61110004', gender: 'Female', handicapIndex: 24.0, kscId: null, annual: -30, freePractice: 0, point: 120 },
  { email: 'member.wong@youthgolf.hk', fullName: 'Wong Tsz Lok', phone: '61110005', gender: 'Other', handicapIndex: 30.1, kscId: null, annual: 200, freePractice: 1, point: 80 },
] as const;

export const usersSeeder: Seeder = {
  name: 'users',
  async always({ db, config, log }) {
    await db
      .insert(users)
      .values({
        email: config.adminEmail,
        passwordHash: await hashPassword(config.adminPassword),
        fullName: 'Club Admin',
        phone: '00000000',
        userGroup: 'Admin',
      })
      .onConflictDoNothing({ target: users.email });
    log(`created the admin account ${config.adminEmail}`);
  },
  async demo({ db, log }) {
    const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD);
    const now = Date.now();
    for (const [index, member] of DEMO_MEMBERS.entries()) {
      const { annual, freePractice, ...profile } = member;
      await db.insert(users).values({
        ...profile,
        passwordHash,
        countryCode: '+852',
        annualMembershipActivated: annual !== null,
        annualMembershipExpiredAt: annual === null ? null : new Date(now + annual * DAY),
        noOfFreePractice: freePractice,
        // Staggered so "member since" and the admin list order look like a real club.
        memberSince: new Date(now - (400 - index * 60) * DAY),
        createdAt: new Date(now - (400 - index * 60) * DAY),
      });
    }
    for (const member of CLUB_REGISTERED_MEMBERS) {
      await db.insert(users).values({ ...member, registrationStatus: 'Pending', annualMembershipActivated: true, annualMembershipExpiredAt: new Date(now + 365 * DAY) });
    }
    log(`created ${DEMO_MEMBERS.length} demo members and ${CLUB_REGISTERED_MEMBERS.length} club-registered members awaiting activation`);
  },
};
