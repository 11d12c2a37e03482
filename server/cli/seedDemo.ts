import { seedEssentials } from '../seed';
import { seedDemoData } from '../seed/demo';
import { ImageStore } from '../uploads/images';
import { openUploadStore } from '../uploads/store';
import { boot } from './boot';

const { settings, database } = await boot();
const { admin } = await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
if (admin.generatedPassword) console.log(`Super Admin ${admin.email} created with password ${admin.generatedPassword} (shown once).`);
const demo = await seedDemoData(database.db, new ImageStore(openUploadStore(settings, database.db)));
console.log(
  demo
    ? `Demo data added: ${demo.products} products, ${demo.orders} orders, users, labour, bookmarks and reviews.`
    : 'Demo data is already there.',
);
await database.close();
