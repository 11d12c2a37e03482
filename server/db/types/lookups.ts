import type { Generated } from 'kysely';
import type { Numeric, Timestamps, YesNo } from './common';

// The lookups: categories, places, units, taxes and post codes.

export interface CategoriesTable extends Timestamps {
  id: Generated<string>;
  name: string;
  description: string;
  category_type: Generated<YesNo>;
  category_url: string | null;
}

export interface SubCategoriesTable extends Timestamps {
  id: Generated<string>;
  category_id: string;
  name: string;
  description: string;
  sub_category_type: Generated<YesNo>;
  sub_category_url: string | null;
}

export interface CountriesTable extends Timestamps {
  id: Generated<string>;
  name: string;
  iso3: string;
  iso2: string;
  numeric_code: string;
  phone_code: string;
  capital: string;
  currency: string;
  currency_name: string;
  currency_symbol: string;
  region: string;
  nationality: string;
  timezones: string;
  latitude: Numeric;
  longitude: Numeric;
  emoji: string;
  emojiU: string;
  country_type: Generated<YesNo>;
}

export interface StatesTable extends Timestamps {
  id: Generated<string>;
  country_id: string;
  name: string;
  state_code: string;
  type: 'state' | 'Union territory';
  latitude: Numeric;
  longitude: Numeric;
  state_type: Generated<YesNo>;
}

export interface CitiesTable extends Timestamps {
  id: Generated<string>;
  country_id: string;
  state_id: string;
  name: string;
  latitude: Numeric;
  longitude: Numeric;
  city_type: Generated<YesNo>;
}

export interface UnitsTable extends Timestamps {
  id: Generated<string>;
  name: string;
  short_name: string;
}

export interface TaxesTable extends Timestamps {
  id: Generated<string>;
  tax_name: string;
  tax_percentage: Numeric;
  description: string;
}

export interface PincodesTable {
  id: Generated<number>;
  pin: string;
  office_name: string;
  district: string;
  state_code: string;
}
