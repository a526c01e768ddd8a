// The admin's reads. Every function checks for a superuser itself (the layout and proxy are
// not the guard); writes live in lib/server/products and check the caller the same way.
export { adminCaller, adminForPage, currentCaller } from '@/lib/server/admin/admin-caller';
export {
  getDashboardStats,
  getNewestProducts,
  getProductForEdit,
  listAdminProducts,
  type AdminProductPage,
  type DashboardStats,
} from './products';
export type { AdminProductRow } from '@/lib/shared/admin/product-row';
export { getDesignOptions } from './design-options';
