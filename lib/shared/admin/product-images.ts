// Limits for the images an admin attaches in one save, shared by the form and the save route.

/** The browser compresses every image to fit inside this box (docs/product.md §5, §9). */
export const COMPRESS_MAX_EDGE = 1200;
export const COMPRESS_JPEG_QUALITY = 0.8;

/** New images per save; more can be added with another edit. */
export const MAX_NEW_IMAGES = 10;

/** What one save may carry in total once compressed. */
export const MAX_UPLOAD_TOTAL_BYTES = 18 * 1024 * 1024;

/** The save route's body limit: the photos plus the form fields and multipart framing. */
export const MAX_SAVE_BODY_BYTES = MAX_UPLOAD_TOTAL_BYTES + 2 * 1024 * 1024;
