import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { AutocompleteInput, useCanAccess, useGetList, useGetOne, type RaRecord } from 'react-admin';
import { OWNER_CHOICES_LIMIT, type OwnedRecord } from '../../schema/owner';

/** An account the picker offers: the seller lookup's row (dropdown-user-list), or the record's owner by name. */
interface OwnerOption extends RaRecord<string> {
  name: string;
  phone_code?: string | null;
  phone?: string | null;
}

export interface SellerInputProps {
  /** What the record is: decides which accounts may own it (schema/owner.ts). */
  ownerOf: OwnedRecord;
  /** The record's owner now, shown by name before anything is typed (an edit). */
  current?: { uuid: string; name: string } | null;
}

/** Name and phone, so two sellers of one name can be told apart. */
const ownerText = (o: OwnerOption | undefined) =>
  !o ? '' : o.phone ? `${o.name} · ${o.phone_code ? `+${o.phone_code} ` : ''}${o.phone}` : o.name;
// The server has matched the typed text on name, phone or email: nothing is filtered again here.
const serverMatched = () => true;

/** Staff file a product or labour listing under a seller found as they type; everyone else owns their own and sees nothing. */
export const SellerInput = (props: SellerInputProps) => {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'view' });
  return canAccess ? <SellerSearch {...props} /> : null;
};

const SellerSearch = ({ ownerOf, current }: SellerInputProps) => {
  const [search, setSearch] = useState('');
  // The chosen account stays a choice whatever is typed next, so the field keeps showing its name.
  const [picked, setPicked] = useState<OwnerOption | undefined>(current ? { id: current.uuid, name: current.name } : undefined);
  const value = useWatch({ name: 'user_id' }) as string | undefined;
  // An owner given by id alone (Add from a user's page) is looked up once to show its name.
  const { data: given } = useGetOne<OwnerOption>('users', { id: value ?? '' }, { enabled: Boolean(value) && !picked });
  const { data = [], isPending } = useGetList<OwnerOption>(
    'users',
    { filter: { search, owner_of: ownerOf }, pagination: { page: 1, perPage: OWNER_CHOICES_LIMIT }, meta: { dropdown: true } },
    { placeholderData: (previous) => previous },
  );
  const chosen = picked ?? given;
  const choices = chosen && !data.some((o) => o.id === chosen.id) ? [...data, chosen] : data;
  return (
    <AutocompleteInput
      source="user_id"
      label="app.owner.label"
      helperText="app.owner.helper"
      noOptionsText="app.owner.no_match"
      choices={choices}
      optionText={ownerText}
      matchSuggestion={serverMatched}
      setFilter={setSearch}
      isPending={isPending}
      translateChoice={false}
      onChange={(_value: unknown, option: RaRecord | '') => setPicked(option ? (option as OwnerOption) : undefined)}
      fullWidth
    />
  );
};
