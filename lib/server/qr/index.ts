// QR codes for print: the product tags and the counter poster. Pages import from here.
export { MAX_TAGS, parseTagIds, type TagIds } from './tag-ids';
export { productTags, type ProductTag, type ProductTags } from './tags';
export { shopPoster, type ShopPoster } from './poster';
