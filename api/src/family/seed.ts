import { eq } from 'drizzle-orm';
import type { Seeder } from '../seed/index.js';
import { users } from '../users/table.js';
import { families, familyGuardians, people } from './table.js';

/** The demo parent (a demo member of users/seed.ts) and their two juniors. */
export const DEMO_PARENT_EMAIL = 'member.cheung@youthgolf.hk';

/** YYYY-MM-DD, `years` years and `days` days before today. */
function bornAgo(years: number, days: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export const familySeeder: Seeder = {
  name: 'family',
  async demo({ db, log }) {
    const [parent] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PARENT_EMAIL)).limit(1);
    if (!parent) return;
    const [family] = await db.insert(families).values({}).returning({ id: families.id });
    await db.insert(familyGuardians).values({ familyId: family!.id, userId: parent.id });
    const answered = new Date(Date.now() - 30 * 24 * 60 * 60 * 1000);
    await db.insert(people).values([
      {
        familyId: family!.id,
        nameZh: '張子朗',
        nameEn: 'Cheung Tsz Long',
        dateOfBirth: bornAgo(11, 40),
        gender: 'Male',
        school: 'Diocesan Boys’ School',
        handicapIndex: 28.5,
        emergencyName: 'Cheung Wing Yan',
        emergencyRelation: 'mother',
        emergencyPhone: '61110002',
        medicalNotes: 'Mild asthma; carries an inhaler.',
        photoConsent: true,
        photoConsentAt: answered,
        forumConsent: false,
        forumConsentAt: answered,
        // The elder is a member (bought by the parent), the younger not.
        membershipActivated: true,
        membershipExpiredAt: new Date(Date.now() + 270 * 24 * 60 * 60 * 1000),
        createdBy: parent.id,
      },
      { familyId: family!.id, nameZh: '張子晴', dateOfBirth: bornAgo(7, 120), gender: 'Female', createdBy: parent.id },
    ]);
    log(`created a demo family: ${DEMO_PARENT_EMAIL} with two juniors (the elder a member)`);
  },
};
