import { category } from './category';
import { city } from './city';
import { country } from './country';
import type { EntityDeclaration } from './registry';
import { state } from './state';
import { subCategory } from './subCategory';
import { tax } from './tax';
import { unit } from './unit';

/** Every declared entity; the server routes and the client resources are derived from this list. */
export const ENTITIES: readonly EntityDeclaration[] = [category, subCategory, country, state, city, unit, tax];

export const entityByName = (name: string) => ENTITIES.find((e) => e.name === name);
