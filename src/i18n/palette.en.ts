// The command palette (src/palette): Ctrl+K or the app bar's search button.
export const paletteEn = {
  open: 'Search',
  shortcut: 'Search and commands (%{keys})',
  label: 'Search and commands',
  results: 'Results',
  placeholder: 'Search users, products, orders… or type a command',
  searching: 'Searching…',
  type_more: 'Type at least 2 characters to search the records.',
  no_match: 'Nothing matches "%{term}".',
  error: 'The search failed. Try again.',
  go_to: 'Go to',
  go_to_item: 'Go to %{name}',
  actions: 'Actions',
  create: 'Create %{name}',
  hint: 'Enter to open, ↑ ↓ to move, Esc to close',
};
