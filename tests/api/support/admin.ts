/** The Super Admin every API test database is seeded with. */
export const ADMIN = { email: 'admin@test.local', password: 'Admin#123456' };
