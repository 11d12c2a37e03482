// English labels of the user screens (src/resources/users) and of the public account pages
// (src/auth): merged into en.ts as resources.users and app.account.
import { rowActionsEn } from './common.en';

/** resources.users: the User List, the user form, the user detail and profile pages. */
export const usersEn = {
  name: 'User |||| Users',
  list_title: 'User List',
  add: 'Add User',
  fields: {
    full_name: 'Full Name',
    image: 'Photo',
    gender: 'Gender',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    secondary_number: 'Secondary Phone (optional)',
    account_type: 'Account Type',
    is_type: 'Is Type',
    role_id: 'Account Role',
    password: 'Password',
    confirm_password: 'Confirm Password',
    current_password: 'Current Password',
    pin_code: 'Pin Code',
    home_no: 'House Number',
    full_address: 'Full Address',
    status: 'Status',
    date_of_birth: 'Date of Birth',
    type: 'Type',
    e_mail: 'E-mail',
    country: 'Country',
    state: 'State',
    city: 'City',
  },
  choices: {
    gender: { Male: 'Male', Female: 'Female', Other: 'Other' },
    account_type: { User: 'User', Vendor: 'Vendor', Labor: 'Labor', Admin: 'Admin', 'Super Admin': 'Super Admin' },
    is_type: { Buyer: 'Buyer', Seller: 'Seller', Labor: 'Labor' },
    status: { All: 'All', Active: 'Active', 'In-Active': 'In-Active', Deleted: 'Deleted' },
  },
  list: {
    ...rowActionsEn,
    empty: 'No users yet. Use Add User to create the first one.',
    no_match: 'No user matches the search or the status.',
    no_deleted: 'No deleted account matches.',
  },
  /** The Deleted view: soft-deleted accounts, restored or deleted for good. */
  deleted: {
    status: 'Deleted',
    restore: 'Restore',
    force_delete: 'Delete for ever',
    restore_title: 'Restore %{name}?',
    restore_content: 'The account comes back to the user list with its status as it was. Its old sign-ins stay ended: it signs in afresh.',
    restore_yes: 'Restore',
    force_title: 'Delete %{name} for ever?',
    force_content:
      'The account, its address and its photo are removed for good. This cannot be undone. It is refused while products, labour or orders belong to the account.',
    force_yes: 'Delete for ever',
    bulk_restore: 'Restore selected',
    bulk_force_delete: 'Delete selected for ever',
    bulk_restore_title: 'Restore %{smart_count} account |||| Restore %{smart_count} accounts',
    bulk_restore_content:
      'The selected account comes back to the user list. Its old sign-ins stay ended. |||| The %{smart_count} selected accounts come back to the user list. Their old sign-ins stay ended.',
    bulk_force_title: 'Delete %{smart_count} account for ever |||| Delete %{smart_count} accounts for ever',
    bulk_force_content:
      'The selected account is removed for good. This cannot be undone. It is refused while products, labour or orders belong to it. |||| The %{smart_count} selected accounts are removed for good. This cannot be undone. Any account that products, labour or orders belong to is refused and kept.',
  },
  access: {
    super_admin_only: 'Only a Super Admin can change this account.',
  },
  delete: {
    title: 'Confirm Delete',
    content: 'Are you sure you want to delete this user?',
    yes: 'Yes',
  },
  form: {
    create_title: 'Create User',
    edit_title: 'Update Info',
    save: 'Save',
    update: 'Update',
    close: 'Close',
    choose_photo: 'Choose Photo',
    change_photo: 'Change Photo',
    remove_photo: 'Remove',
    photo_preview: 'Photo preview',
    checking_pin: 'Checking the pin code...',
    promotion_password: 'A staff account needs a new password of at least 12 characters.',
    email_needs_password: 'Changing your email needs your current password.',
  },
  detail: {
    user_info: 'User Info',
    address_info: 'Address Info',
    no_address: 'No address yet.',
    seller: 'Seller',
    buyer: 'Buyer',
    labour: 'Labour',
    yes: 'Yes',
    no: 'No',
    photo_of: 'Photo of %{name}',
    load_error: 'The user could not be loaded: %{message}',
  },
  password: {
    title: 'Change Password',
    password: 'Password',
    confirm: 'Confirm Password',
    submit: 'Update Password',
    changed: 'Password changed successfully',
    failed: 'Failed to change password',
    other_sessions: 'Changing it signs you out everywhere else.',
  },
  profile: {
    title: 'Profile',
    my_account: 'My Account',
    edit: 'Edit',
    hide: 'Hide',
  },
};

/** app.account: registration, forgot password and reset password (public, no admin layout). */
export const accountEn = {
  register: {
    submit: 'Create User',
    back_to_login: 'Back to Login',
    type: 'Type',
    failed: 'Something went wrong during registration!',
  },
  forgot: {
    email: 'Email',
    email_placeholder: 'Enter your email',
    submit: 'Reset Password',
    sign_in: 'Sign in Now',
    remembered: 'Remembered it?',
  },
  reset: {
    title: 'Reset Password',
    password: 'New Password',
    confirm: 'Confirm Password',
    submit: 'Reset Password',
    missing_token: 'This password reset link is invalid or has expired.',
    request_new: 'Ask for a new link',
    sign_in: 'Sign in Now',
  },
};
