'use client';

import Image from 'next/image';
import { useRouter } from 'next/navigation';
import { useRef, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ProductImage } from '@/lib/shared/product';
import { setCoverPhotoAction } from './actions';

/**
 * The product's saved photos, the first of them the cover (shown first on cards, in shared links
 * and feeds). Each can be marked for removal (undone until saved); any other can be made the
 * cover at once with a button (touch and keyboard alike), which saves that order straight away.
 */
export function ExistingImages({
  productId,
  images,
  removed,
  onToggle,
  disabled,
}: {
  productId: number;
  images: ProductImage[];
  removed: ReadonlySet<number>;
  onToggle: (id: number) => void;
  disabled?: boolean;
}) {
  const router = useRouter();
  const list = useRef<HTMLOListElement>(null);
  const [moving, startMoving] = useTransition();

  if (images.length === 0) {
    return <p className="text-sm text-muted sm:col-span-2">This product has no photos yet.</p>;
  }

  function makeCover(imageId: number, index: number) {
    startMoving(async () => {
      const result = await setCoverPhotoAction(productId, imageId);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`Photo ${index + 1} is now the cover.`);
      router.refresh();
      // The pressed button goes with the photo's old place: keep the keyboard in the photos.
      list.current?.focus();
    });
  }

  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-ink">Current photos</p>
      <p className="text-xs text-muted">
        The cover is shown first everywhere. Photos added below go after these.
      </p>
      <ol
        ref={list}
        tabIndex={-1}
        className="mt-2 grid grid-cols-2 gap-3 outline-none sm:grid-cols-3 lg:grid-cols-4"
        aria-label="Current photos"
        aria-busy={moving || undefined}
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
                alt={index === 0 ? 'Photo 1 (cover)' : `Photo ${index + 1}`}
                width={240}
                height={240}
                sizes="(min-width: 1024px) 200px, 45vw"
                className={`aspect-square w-full object-cover transition ${marked ? 'opacity-30 grayscale' : ''}`}
              />
              {index === 0 && (
                <span className="absolute top-2 left-2 rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-white">
                  Cover
                </span>
              )}
              {marked && (
                <span className="absolute inset-x-0 top-1/3 text-center text-sm font-semibold text-danger">
                  Will be removed
                </span>
              )}
              <div className="absolute inset-x-2 bottom-2 flex flex-wrap justify-end gap-2">
                {index > 0 && !marked && (
                  <button
                    type="button"
                    disabled={disabled || moving}
                    onClick={() => makeCover(image.id, index)}
                    className="min-h-9 rounded-lg bg-white/95 px-3 text-sm font-semibold text-brand shadow ring-1 ring-line hover:bg-white disabled:opacity-60"
                  >
                    Make cover<span className="sr-only"> (photo {index + 1})</span>
                  </button>
                )}
                <button
                  type="button"
                  disabled={disabled || moving}
                  aria-pressed={marked}
                  onClick={() => onToggle(image.id)}
                  className="min-h-9 rounded-lg bg-white/95 px-3 text-sm font-semibold shadow ring-1 ring-line hover:bg-white"
                >
                  <span className={marked ? 'text-ink' : 'text-danger'}>
                    {marked ? 'Keep' : 'Remove'}
                  </span>
                  <span className="sr-only"> photo {index + 1}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
