// How an order reaches the shopper. Apart from the zod schema in ./checkout so browser code that
// only needs the words (the remembered checkout details on every product page) does not carry
// zod (~31 KB gzipped) in its first load.
export const FULFILMENTS = ['pickup', 'delivery'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];
