import { boot } from './boot';

const { database } = await boot();
console.log('Database schema is up to date.');
await database.close();
