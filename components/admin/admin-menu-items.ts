// The admin's menu, one line per page: the sidebar (from 768 px) and the phone menu both draw
// this list, so a new admin page is one more line here. An item is the current page for its
// address and the pages under it, unless a longer item claims them (Products is not current on
// Add product). `badge` names a count the layout renders beside the item.

export interface AdminMenuItem {
  href: string;
  label: string;
  badge?: 'newOrders';
  /** A way out of the admin (the shop itself): drawn apart, never "current". */
  leavesAdmin?: boolean;
}

export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { href: '/admin-dashboard', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders', badge: 'newOrders' },
  { href: '/admin/counter', label: 'Counter' },
  { href: '/admin/counter/day', label: 'Cash drawer' },
  { href: '/admin/products', label: 'Products' },
  { href: '/admin/products/new', label: 'Add product' },
  { href: '/admin/products/import', label: 'Spreadsheet' },
  { href: '/admin/stock/receive', label: 'Receive stock' },
  { href: '/admin/stock/count', label: 'Stocktake' },
  { href: '/admin/reorder', label: 'Reorder' },
  { href: '/admin/size-charts', label: 'Size charts' },
  { href: '/admin/wanted', label: 'Wanted' },
  { href: '/admin/search', label: 'Search' },
  { href: '/admin/poster', label: 'Shop poster' },
  { href: '/admin/backups', label: 'Backups' },
  { href: '/admin/settings', label: 'Settings' },
  { href: '/admin/tax-rates', label: 'Tax rates' },
  { href: '/admin/invoices', label: 'Invoices' },
  { href: '/admin/sales', label: 'Sales' },
  { href: '/admin/store-credit', label: 'Store credit' },
  { href: '/', label: 'View shop', leavesAdmin: true },
];

const within = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/** The item for this address: the longest admin item that holds it, or undefined. */
export function currentMenuItem(
  pathname: string,
  items: readonly AdminMenuItem[] = ADMIN_MENU,
): AdminMenuItem | undefined {
  return items
    .filter((item) => !item.leavesAdmin && within(pathname, item.href))
    .sort((a, b) => b.href.length - a.href.length)[0];
}
