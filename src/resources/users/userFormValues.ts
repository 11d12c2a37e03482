// Between a user record and the user form's values, and from the values to the payload of
// /api/user-create and /api/user-update.
import { DEFAULT_ACCOUNT_TYPE, DEFAULT_IS_TYPE, DEFAULT_PHONE_CODE } from './choices';
import type { PostCodePlace } from '../../providers/calls/users';
import type { UserRecord } from './userTypes';

/** react-admin's file inputs hold { rawFile, src }; ours too (PhotoInput). */
export interface ChosenPhoto {
  rawFile: File;
  src: string;
}

export interface UserFormValues {
  id?: string;
  gender: string;
  name: string;
  email: string;
  phone_code: string;
  phone: string;
  secondary_number: string;
  account_type: string;
  is_type: string;
  role_id: string;
  password?: string;
  confirm_password?: string;
  /** Asked when the signed-in account changes its own email. */
  current_password?: string;
  pin_code: string;
  home_no: string;
  full_address: string;
  image?: ChosenPhoto | null;
  remove_image?: boolean;
}

export const emptyUserValues = (): UserFormValues => ({
  gender: '',
  name: '',
  email: '',
  phone_code: DEFAULT_PHONE_CODE,
  phone: '',
  secondary_number: '',
  account_type: DEFAULT_ACCOUNT_TYPE,
  is_type: DEFAULT_IS_TYPE,
  role_id: '',
  password: '',
  confirm_password: '',
  pin_code: '',
  home_no: '',
  full_address: '',
  image: null,
  remove_image: false,
});

/** The form's starting values for an existing user: its first address fills the address fields. */
export const userToFormValues = (user: UserRecord): UserFormValues => {
  const address = user.user_address?.[0];
  return {
    id: String(user.id),
    gender: user.gender ?? '',
    name: user.name ?? '',
    email: user.email ?? '',
    phone_code: user.phone_code || DEFAULT_PHONE_CODE,
    phone: user.phone ?? '',
    secondary_number: user.secondary_number ?? '',
    account_type: user.account_type ?? DEFAULT_ACCOUNT_TYPE,
    is_type: user.is_type ?? DEFAULT_IS_TYPE,
    role_id: user.role?.uuid ?? '',
    pin_code: address?.pin_code ?? '',
    home_no: address?.home_no ?? '',
    full_address: address?.full_address ?? '',
    image: null,
    remove_image: false,
  };
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * The fields the server reads. `place` is what check-post-code answered: its state and district
 * go along as state and city. On update the fields the form may not show (type, role, date of
 * birth) are sent back as loaded, since the server would otherwise clear or refuse them.
 */
export const toUserPayload = (values: UserFormValues, place: PostCodePlace, record?: UserRecord) => {
  const payload: Record<string, unknown> = {
    name: trimmed(values.name),
    email: trimmed(values.email),
    gender: values.gender,
    phone_code: values.phone_code || DEFAULT_PHONE_CODE,
    phone: values.phone,
    secondary_number: values.secondary_number || '',
    is_type: values.is_type,
    pin_code: values.pin_code,
    state: place.State,
    city: place.District,
    home_no: trimmed(values.home_no) ?? '',
    full_address: trimmed(values.full_address) ?? '',
  };
  if (record) {
    // As loaded unless a Super Admin changed them; a password only with making the account staff.
    payload.account_type = values.account_type;
    payload.role_id = values.role_id;
    if (values.password) {
      payload.password = values.password;
      payload.confirm_password = values.confirm_password;
    }
    if (record.date_of_birth) payload.date_of_birth = record.date_of_birth;
    if (values.current_password) payload.current_password = values.current_password;
    if (values.image?.rawFile) payload.image = values.image;
    else if (values.remove_image) payload.remove_image = 1;
  } else {
    payload.account_type = values.account_type;
    payload.role_id = values.role_id;
    payload.password = values.password;
    payload.confirm_password = values.confirm_password;
    if (values.image?.rawFile) payload.image = values.image;
  }
  return payload;
};
