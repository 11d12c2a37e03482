import type { ColumnType } from 'kysely';

// Column shapes every area's tables share.

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type Status = 'Active' | 'In-Active';
export type Gender = 'Male' | 'Female' | 'Other';
export type IsType = 'Buyer' | 'Seller' | 'Labor';

export type YesNo = 'yes' | 'no';
export type Timestamps = { created_at: CreatedAt; updated_at: UpdatedAt };
// numeric columns arrive as strings from both drivers; inserts take numbers.
export type Numeric = ColumnType<string, number | string, number | string>;
