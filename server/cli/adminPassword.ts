import { generatePassword, hashPassword } from '../auth/passwords';
import { laterVersion } from '../audit/versions';
import { endSessions } from '../auth/tokens';
import { seedEssentials } from '../seed';
import { boot } from './boot';

// Sets a new password for the first Super Admin (ADMIN_PASSWORD, or a generated one printed here)
// and revokes its tokens: the way back in when the printed password is lost.
const { settings, database } = await boot();
const { db } = database;
const { admin } = await seedEssentials(db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
const password = admin.generatedPassword ?? settings.ADMIN_PASSWORD ?? generatePassword();
const user = await db
  .selectFrom('users')
  .select('id')
  .where('account_type', '=', 'Super Admin')
  .where('deleted_at', 'is', null)
  .orderBy('created_at')
  .executeTakeFirstOrThrow();
await db
  .updateTable('users')
  .set({ password_hash: await hashPassword(password), updated_at: laterVersion() })
  .where('id', '=', user.id)
  .execute();
await endSessions(db, user.id);
console.log(`Super Admin ${admin.email}: password set to ${settings.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : password}`);
await database.close();
