// The catalogue's public face: pages, handlers and scripts import from here.
export {
  getCategoryCovers,
  getCategoryTree,
  getProduct,
  getProducts,
  getProductStamps,
  invalidateCatalogue,
  keepEveryProductAhead,
  listProducts,
} from './catalogue';
export {
  adjustSizeStock,
  createProduct,
  deleteProduct,
  deleteProducts,
  updateProduct,
} from './mutations';
export { setCoverPhoto } from './cover-photo';
export type { CategoryGroup, ProductPage, ProductQuery, ProductSort } from './queries';
