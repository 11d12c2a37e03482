// Our English labels. react-admin's own `ra.*` keys come from ra-language-english (see
// i18nProvider.ts); the few we override to match the spec are under `raOverrides`.
import { dashboardEn } from './dashboard.en';
import { reportsEn } from './reports.en';
import { pickersEn } from './pickers.en';
import { chartsEn } from './charts.en';
import { accountEn, usersEn } from './users.en';
import { productsEn } from './products.en';
import { bookmarksEn, reviewsEn } from './feedback.en';
import { labourEn } from './labour.en';
import { ordersEn } from './orders.en';
import { bulkEn, exportEn } from './listTools.en';
import { auditEn } from './audit.en';
import { rolesEn } from './roles.en';
import { savedViewsEn } from './savedViews.en';
import { importsEn } from './imports.en';
import { paletteEn } from './palette.en';
import { liveEn } from './live.en';

export const raOverrides = {
  message: { invalid_form: 'Form is invalid!' },
  notification: { http_error: 'Something went wrong!' },
  auth: { logout: 'Logout', user_menu: 'Profile' },
};

export const en = {
  app: {
    name: 'Mandi Admin',
    // A phone line's "more" menu (src/common/LineActions.tsx) and its status item.
    line_actions: 'Actions for %{name}',
    // The language menu's button (src/layout/LanguageMenuButton.tsx), which shows the language.
    language_menu: 'Language: %{language}',
    // The page of an address no screen has (src/layout/NotFound.tsx).
    not_found: { title: 'Page not found', dashboard: 'Go to the dashboard' },
    // The page of an access check that failed (src/layout/AuthenticationError.tsx).
    authentication_error: { retry: 'Try again', sign_in: 'Sign in again' },
    // A row's icon action named for its row (src/common/useRowActionLabel.ts): "Edit Tomatoes".
    row_action: '%{action} %{name}',
    set_status: 'Set %{status}',
    // The owner picker staff see on the product and labour forms (src/common/SellerInput.tsx).
    owner: {
      label: 'Owner',
      helper: 'Search by name, phone or email. Left empty, a new record is yours and an edit keeps its owner.',
      no_match: 'No account matches',
    },
    // The image pickers of the product and labour forms (src/common/ImagesInput.tsx).
    image_refused: '%{name}: %{message}',
    images_refused: {
      not_image: 'Not added, as it is not an image: %{names} |||| Not added, as they are not images: %{names}',
      too_large: 'Not added, as it is larger than 500 KB: %{names} |||| Not added, as they are larger than 500 KB: %{names}',
    },
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
    logout_failed: 'Signed out on this device, but the server could not end the session: %{error}',
    auth: {
      back_to_login: 'Back to Login',
    },
    account: accountEn,
    dashboard: dashboardEn,
    reports: reportsEn,
    pickers: pickersEn,
    charts: chartsEn,
    palette: paletteEn,
    live: liveEn,
    menu: {
      dashboard: 'Dashboard',
      users: 'Users',
      roles: 'Roles',
      products: 'Products',
      category_group: 'Category',
      orders: 'Orders',
      labour: 'Labour',
      reports: 'Reports',
      lookup_group: 'Lookup',
      audit: 'Audit Log',
    },
    user_menu: {
      button: '%{name}, Profile',
      profile: 'Profile',
      view_web: 'View Web',
    },
    notification: {
      close: 'Close',
    },
    // The browser tab's title (src/layout/useDocumentTitle.ts): "Orders · Mandi Admin".
    document_title: {
      page: '%{page} · %{app}',
      record: '%{label} · %{page} · %{app}',
    },
    page: {
      login: 'Sign in',
      dashboard: 'Dashboard',
      reports: 'Reports',
      register: 'Create an account',
      forgot_password: 'Forgot Password',
      labor_create: 'Labor Create',
      labor_edit: 'Labor Edit',
      labor_view: 'Labour Info',
    },
    list: {
      range_more: '%{offsetBegin}-%{offsetEnd} of more than %{total}',
      // An empty list names what narrows it (src/common/useActiveFilters.ts).
      filters_on: 'Filters on: %{filters}.',
      search_term: 'Search "%{term}"',
      // A filter's choice that its list no longer holds (src/common/DropdownSelect.tsx).
      gone_choice: 'No longer available',
      // A filter's value its select does not offer, from an address or a saved view (src/common/ChoiceFilter.tsx).
      unknown_choice: 'Not a valid choice',
      // A list whose read failed, in place of its rows (src/common/ListLoadError.tsx).
      load_error: 'The list could not be loaded: %{message}',
      retry: 'Retry',
      refused_address: 'The filters in this address could not be applied',
      refused: "The list's filters could not be applied",
      clear_filters: 'Clear filters',
    },
    export: exportEn,
    bulk: bulkEn,
    saved_views: savedViewsEn,
    imports: importsEn,
    // The screens derived from schema/ declarations (src/resources/registry).
    registry: {
      list_title: '%{name} List',
      create_title: '%{name} Create',
      edit_title: '%{name} Edit',
      no: 'No.',
      actions: 'Actions',
      all: 'All',
      delete_confirm: 'Are you sure you want to delete this info?',
      yes: 'Yes',
      choose_image: 'Choose Image',
      remove_image: 'Remove Image',
      image_preview: 'Image preview',
      empty: 'Nothing here yet. Use Add to create the first one.',
      no_match: 'Nothing matches the search or filters.',
      stale: '%{name} changed this record at %{at}, after you opened it. Reload it to see their change.',
      stale_unknown: 'This record was changed at %{at}, after you opened it. Reload it to see the change.',
      stale_refused: 'Not saved: this record was changed after you opened it.',
      stale_elsewhere: 'You changed this record in another tab or window at %{at}, after you opened it here. Reload it to see that change.',
      reload: 'Reload',
      reload_confirm: 'Reload the record? Your changes in this form will be lost.',
      choices: {
        yes: 'Yes',
        no: 'No',
        state: 'State',
        'Union territory': 'Union Territory',
      },
    },
  },
  resources: {
    users: usersEn,
    products: productsEn,
    labour: labourEn,
    orders: ordersEn,
    audit: auditEn,
    roles: rolesEn,
    bookmarks: bookmarksEn,
    reviews: reviewsEn,
    // Lookups (schema/): `menu` is the sidebar label where it differs from the plural name.
    categories: {
      name: 'Category |||| Categories',
      menu: 'Categories',
      fields: { image: 'Image', name: 'Name', category_type: 'Delete Type', description: 'Description' },
    },
    'sub-categories': {
      name: 'Sub Category |||| Sub Categories',
      menu: 'Sub-Categories',
      fields: {
        image: 'Image',
        category_id: 'Category',
        name: 'Name',
        sub_category_type: 'Delete Type',
        description: 'Description',
      },
    },
    countries: {
      name: 'Country |||| Countries',
      menu: 'Country',
      fields: {
        name: 'Name',
        iso3: 'Iso3',
        iso2: 'Iso2',
        numeric_code: 'Numeric Code',
        phone_code: 'Phone Code',
        capital: 'Capital',
        currency: 'Currency',
        currency_name: 'Currency Name',
        currency_symbol: 'Currency Symbol',
        region: 'Region',
        nationality: 'Nationality',
        timezones: 'Timezones',
        latitude: 'Latitude',
        longitude: 'Longitude',
        emoji: 'Emoji',
        emojiU: 'Emoji Unicode',
        country_type: 'Delete Type',
      },
      columns: {
        iso3_iso2: 'Iso3 - Iso2',
        currency_with_symbol: 'Currency(Symbol)',
        region_nationality: 'Region - Nationality',
      },
    },
    states: {
      name: 'State |||| States',
      menu: 'State',
      fields: {
        country_id: 'Country',
        name: 'Name',
        state_code: 'State Code',
        type: 'Type',
        latitude: 'Latitude',
        longitude: 'Longitude',
        state_type: 'Delete Type',
      },
    },
    cities: {
      name: 'City |||| Cities',
      menu: 'City',
      fields: {
        country_id: 'Country',
        state_id: 'State',
        name: 'Name',
        latitude: 'Latitude',
        longitude: 'Longitude',
        city_type: 'Delete Type',
      },
    },
    units: {
      name: 'Unit |||| Units',
      menu: 'Unit',
      fields: { name: 'Name', short_name: 'Short Name' },
    },
    taxes: {
      name: 'Tax |||| Taxes',
      menu: 'Tax',
      fields: { tax_name: 'Tax Name', tax_percentage: 'Tax Percentage', description: 'Description' },
    },
  },
};
