import { seedEssentials } from '../seed';
import { seedDemoData } from '../seed/demo';
import { ImageStore } from '../uploads/images';
import { boot } from './boot';

const { settings, database } = await boot();
const { admin } = await seedEssentials(database.db, { email: settings.ADMIN_EMAIL, password: settings.ADMIN_PASSWORD });
if (admin.generatedPassword) console.log(`Super Admin ${admin.email} created with password ${admin.generatedPassword} (shown once).`);
const demo = await seedDemoData(database.db, new ImageStore(settings.uploadsDir));
console.log(
  demo
    ? `Demo data added: ${demo.products} products, ${demo.orders} orders, users, labour, bookmarks and reviews.`
    : 'Demo data is already there.',
);
await database.close();
