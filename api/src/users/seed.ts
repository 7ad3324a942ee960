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
};
