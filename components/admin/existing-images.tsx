'use client';

import Image from 'next/image';
import type { ProductImage } from '@/lib/shared/product';

/** The product's saved photos; each can be marked for removal (undone until saved). */
export function ExistingImages({
  images,
  removed,
  onToggle,
  disabled,
}: {
  images: ProductImage[];
  removed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled?: boolean;
}) {
  if (images.length === 0) {
    return <p className="text-sm text-muted sm:col-span-2">This product has no photos yet.</p>;
  }
  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-ink">Current photos</p>
      <ol
        className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        aria-label="Current photos"
      >
        {images.map((image, index) => {
          const marked = removed.has(image.id);
          return (
            <li
              key={image.id}
              data-testid="existing-image"
              data-image-id={image.id}
              className={`relative overflow-hidden rounded-xl border bg-canvas ${marked ? 'border-danger' : 'border-line'}`}
            >
              <Image
                src={image.url}
                alt={`Photo ${index + 1}`}
                width={240}
                height={240}
                sizes="(min-width: 1024px) 200px, 45vw"
                className={`aspect-square w-full object-cover transition ${marked ? 'opacity-30 grayscale' : ''}`}
              />
              {marked && (
                <span className="absolute inset-x-0 top-1/3 text-center text-sm font-semibold text-danger">
                  Will be removed
                </span>
              )}
              <button
                type="button"
                disabled={disabled}
                aria-pressed={marked}
                onClick={() => onToggle(image.id)}
                className="absolute right-2 bottom-2 rounded-lg bg-white/95 px-3 py-1.5 text-sm font-semibold shadow ring-1 ring-line hover:bg-white"
              >
                <span className={marked ? 'text-ink' : 'text-danger'}>
                  {marked ? 'Keep' : 'Remove'}
                </span>
                <span className="sr-only"> photo {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
