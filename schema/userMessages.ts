/** The user form messages, one list for the server's checks and the client's forms. */
export const USER_MESSAGES = {
  required: 'Value is required',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Value is not a valid email address',
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  sameAs: (other: string) => `The value must be equal to the ${other} value`,
  invalidPin: 'Invalid postal code!',
  phoneDigits: 'A phone number may hold only digits, spaces, brackets, dashes, dots and a leading +.',
  emailTaken: 'Your Email Already Exists!',
  phoneTaken: 'Your phone Number Already Exists!',
  roleNotForType: 'The role must be one for the chosen account type.',
  roleInvalid: 'The selected role is invalid.',
} as const;

/** Asked of an account changing its own password or email; a wrong one counts like a failed sign-in. */
export const CURRENT_PASSWORD_MESSAGES = {
  required: 'The current password field is required.',
  wrong: 'The current password is incorrect.',
} as const;
