import { eq } from 'drizzle-orm';
import type { AccountSource } from '../core/auth.js';
import type { Db } from '../db/client.js';
import { users, type UserRow } from './table.js';

declare module '../core/auth.js' {
  /** request.user is the whole account row (core/auth.ts knows only its id). */
  interface SignedInAccount extends UserRow {
    id: string;
  }
}

/** How core/auth.ts reads the signed-in account: handed to it by app.ts. */
export function accountSource(db: Db): AccountSource {
  return {
    async load(userId) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return user;
    },
    isFrozen: (account) => account.accountFrozen,
    isAdmin: (account) => account.userGroup === 'Admin',
    async keepLanguage(account, language) {
      if (account.language === language) return account;
      await db.update(users).set({ language }).where(eq(users.id, account.id));
      return { ...account, language };
    },
  };
}
