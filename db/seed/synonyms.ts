// The demo shop's search synonyms: the words Indian shoppers use for what this catalogue calls
// otherwise. Shop data the owner edits (/admin/search); seeded with the demo catalogue. Spelling
// variants (kurtha, sherwaani, jodpuri, jeens) and plurals need no row: the search folds them.

export interface DemoSynonym {
  term: string;
  alsoSearch: string;
}

export const DEMO_SYNONYMS: DemoSynonym[] = [
  { term: 'goggles', alsoSearch: 'sunglasses' },
  { term: 'cooling glass', alsoSearch: 'sunglasses' },
  { term: 'shades', alsoSearch: 'sunglasses' },
  { term: 'specs', alsoSearch: 'sunglasses' },
  { term: 'chashma', alsoSearch: 'sunglasses' },
  { term: 'shoes', alsoSearch: 'footwear, sneakers, loafers, clog, crocs' },
  { term: 'chappal', alsoSearch: 'footwear, clog, crocs' },
  { term: 'sandals', alsoSearch: 'footwear, clog, crocs' },
  { term: 'slippers', alsoSearch: 'footwear, clog, crocs' },
  { term: 'joota', alsoSearch: 'footwear, sneakers, loafers' },
  { term: 'fragrance', alsoSearch: 'perfume' },
  { term: 'scent', alsoSearch: 'perfume' },
  { term: 'deo', alsoSearch: 'perfume' },
  { term: 'deodorant', alsoSearch: 'perfume' },
  { term: 'attar', alsoSearch: 'perfume' },
  { term: 'itr', alsoSearch: 'perfume' },
  { term: 'cologne', alsoSearch: 'perfume' },
  { term: 'fairness', alsoSearch: 'whitening, brightening' },
  { term: 'moisturiser', alsoSearch: 'lotion, cream' },
  { term: 'moisturizer', alsoSearch: 'lotion, cream' },
  { term: 'pyjama', alsoSearch: 'pants, track pants, joggers' },
  { term: 'pajama', alsoSearch: 'pants, track pants, joggers' },
  { term: 'trousers', alsoSearch: 'cotton pant, chinos, pants' },
  { term: 'pant', alsoSearch: 'cotton pant, chinos, trousers, pants, track pants' },
  { term: 'lower', alsoSearch: 'track pants, joggers' },
  { term: 'half pant', alsoSearch: 'shorts' },
  { term: 'bermuda', alsoSearch: 'shorts' },
  { term: 'tee', alsoSearch: 't-shirt' },
  { term: 'tee shirt', alsoSearch: 't-shirt' },
  { term: 'polo', alsoSearch: 't-shirt' },
  { term: 'jeans pant', alsoSearch: 'jeans' },
  { term: 'kurta pyjama', alsoSearch: 'kurta set, kurta' },
  { term: 'ethnic', alsoSearch: 'kurta, sherwani, jodhpuri' },
  { term: 'traditional', alsoSearch: 'kurta, sherwani, jodhpuri' },
  { term: 'achkan', alsoSearch: 'sherwani' },
  { term: 'lehenga', alsoSearch: 'sherwani' },
  { term: 'bandgala', alsoSearch: 'jodhpuri' },
  { term: 'blazer', alsoSearch: 'suit, jacket' },
  { term: 'coat', alsoSearch: 'suit, jacket' },
  { term: 'marriage', alsoSearch: 'wedding, sherwani, suit' },
  { term: 'purse', alsoSearch: 'wallet' },
  { term: 'ghadi', alsoSearch: 'watch' },
  { term: 'topi', alsoSearch: 'cap' },
  { term: 'hat', alsoSearch: 'cap' },
  { term: 'necklace', alsoSearch: 'chain, pendant' },
  { term: 'children', alsoSearch: 'kids, boys' },
  { term: 'gents', alsoSearch: 'men' },
];
