// Product illustrations for the demo catalogue. Each call returns a self-contained 960x1200
// (4:5) SVG document: a soft studio backdrop and a shaded drawing of the product. Only shapes,
// paths, gradients, patterns and clip paths; no fonts beyond generic families, no images, no
// URLs. The seed renders these to JPEG with sharp, so everything must stay within librsvg.
//
// One file per kind of product; this index is the public API.

export { artKindFor } from './taxonomy';
export { garmentSvg } from './document';
export { ART_KINDS, type ArtKind, type ArtPattern, type ArtSpec, type ArtView } from './spec';
