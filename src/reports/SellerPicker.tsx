import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { OWNER_CHOICES_LIMIT } from '../../schema/owner';

/** A seller the picker offers: a row of the seller lookup (dropdown-user-list), or the chosen one by id. */
interface SellerOption extends RaRecord<string> {
  name: string;
  phone_code?: string | null;
  phone?: string | null;
}

/** Name and phone, so two sellers of one name can be told apart. */
const sellerText = (o: SellerOption) => (o.phone ? `${o.name} · ${o.phone_code ? `+${o.phone_code} ` : ''}${o.phone}` : o.name);

const SEARCH_DELAY_MS = 300;

interface SellerPickerProps {
  sellerId?: string;
  onChange: (sellerId: string | undefined) => void;
}

/**
 * Staff narrow the reports to one seller, found as they type (the same lookup as the product
 * form's owner picker, which lives in a form and so cannot be used here). Empty: every seller.
 */
export const SellerPicker = ({ sellerId, onChange }: SellerPickerProps) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<SellerOption | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // A seller named by the address (a shared link) is looked up once to show its name.
  const chosenElsewhere = Boolean(sellerId) && picked?.id !== sellerId;
  const { data: given } = useGetOne<SellerOption>('users', { id: sellerId ?? '' }, { enabled: chosenElsewhere });
  const {
    data = [],
    isPending,
    error,
    refetch,
  } = useGetList<SellerOption>(
    'users',
    { filter: { search, owner_of: 'product' }, pagination: { page: 1, perPage: OWNER_CHOICES_LIMIT }, meta: { dropdown: true } },
    { placeholderData: (previous) => previous },
  );
  const value = !sellerId ? null : picked?.id === sellerId ? picked : (given ?? { id: sellerId, name: '' });
  const options = value && !data.some((o) => o.id === value.id) ? [...data, value] : data;

  return (
    <Autocomplete
      options={options}
      value={value}
      getOptionLabel={sellerText}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      // The server has matched the typed text on name, phone or email.
      filterOptions={(all) => all}
      loading={isPending}
      // A failed lookup is not an empty one: it says so, and opening the list asks again.
      noOptionsText={translate(error ? 'app.reports.filters.seller_load_error' : 'app.reports.filters.seller_no_match')}
      onOpen={() => {
        if (error) void refetch();
      }}
      // MUI's own texts are English; react-admin's inputs name them with these keys.
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('ra.message.loading')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
      }}
      onChange={(_event, option) => {
        setPicked(option);
        setTyped('');
        onChange(option?.id);
      }}
      sx={{ width: { xs: '100%', sm: 280 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={translate('app.reports.filters.seller')}
          placeholder={translate('app.reports.filters.seller_all')}
          error={Boolean(error)}
          helperText={error ? translate('app.reports.filters.seller_load_error') : undefined}
        />
      )}
    />
  );
};
