// Our English labels. react-admin's own `ra.*` keys come from ra-language-english (see
// i18nProvider.ts); the few we override to match the spec are under `raOverrides`.

export const raOverrides = {
  message: { invalid_form: 'Form is invalid!' },
  notification: { http_error: 'Something went wrong!' },
  auth: { logout: 'Logout', user_menu: 'Profile' },
};

export const en = {
  app: {
    name: 'Mandi Admin',
    login: {
      title: 'Welcome to Admin Panel',
      logo_alt: 'Mandi logo',
      user_name: 'Email Or Phone',
      user_name_placeholder: 'Enter Email or Phone',
      password: 'Password',
      password_placeholder: 'Enter your password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      submit: 'Login',
      forgot_password: 'Forgot Password?',
      create_account: 'Create an account',
    },
    auth: {
      back_to_login: 'Back to Login',
    },
    menu: {
      dashboard: 'Dashboard',
      users: 'Users',
      products: 'Products',
      category_group: 'Category',
      categories: 'Categories',
      sub_categories: 'Sub-Categories',
      orders: 'Orders',
      labour: 'Labour',
      reports: 'Reports',
      lookup_group: 'Lookup',
      country: 'Country',
      state: 'State',
      city: 'City',
    },
    user_menu: {
      profile: 'Profile',
      view_web: 'View Web',
    },
    notification: {
      close: 'Close',
    },
    not_built: {
      title: 'Not built yet',
      message: 'The %{screen} screen is not built yet. It comes in a later release.',
    },
    page: {
      dashboard: 'Dashboard',
      reports: 'Reports',
      upcoming: 'Up-Coming',
      register: 'Create an account',
      forgot_password: 'Forgot Password',
      profile: 'Profile',
      my_account: 'My Account',
      user_view: 'User Info',
      product_create: 'Product Create',
      product_edit: 'Product Edit',
      product_view: 'Product Info',
      labor_create: 'Labor Create',
      labor_edit: 'Labor Edit',
      labor_view: 'Labor Info',
    },
  },
  resources: {
    users: { name: 'User |||| Users' },
    products: { name: 'Product |||| Products' },
    labors: { name: 'Labour |||| Labour' },
    orders: { name: 'Order |||| Orders' },
    categories: { name: 'Category |||| Categories' },
    'sub-categories': { name: 'Sub-Category |||| Sub-Categories' },
    countries: { name: 'Country |||| Countries' },
    states: { name: 'State |||| States' },
    cities: { name: 'City |||| Cities' },
  },
};
