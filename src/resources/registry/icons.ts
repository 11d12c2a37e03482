import type { ComponentType } from 'react';
import ClassIcon from '@mui/icons-material/Class';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PublicIcon from '@mui/icons-material/Public';
import MapIcon from '@mui/icons-material/Map';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import ListAltIcon from '@mui/icons-material/ListAlt';

// Sidebar icons are presentation, so they live here rather than in schema/ (which has no React).
// A resource without one gets the generic list icon: a new lookup needs no entry.
const ICONS: Record<string, ComponentType> = {
  categories: ClassIcon,
  'sub-categories': AccountTreeIcon,
  countries: PublicIcon,
  states: MapIcon,
  cities: LocationCityIcon,
};

export const iconOf = (resource: string): ComponentType => (Object.hasOwn(ICONS, resource) ? ICONS[resource] : ListAltIcon);
