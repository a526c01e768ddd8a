'use client';

import Image from 'next/image';
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_NEW_IMAGES } from '@/lib/shared/admin/product-images';
import { countText } from '@/lib/shared/counts';

export interface NewImage {
  key: string;
  file: File;
  /** An object URL for the preview; revoked when the image is removed or the form goes away. */
  url: string;
}

let counter = 0;
export const newImage = (file: File): NewImage => ({
  key: `new-${++counter}`,
  file,
  url: URL.createObjectURL(file),
});

const move = <T,>(list: T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg bg-white/95 text-ink shadow ring-1 ring-line hover:bg-white disabled:opacity-40';

/** New photos: previews, reorder and remove before upload; the first one is the cover. */
export function ImagePicker({
  images,
  onChange,
  disabled,
  existingCount = 0,
}: {
  images: NewImage[];
  onChange: (images: NewImage[]) => void;
  disabled?: boolean;
  existingCount?: number;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState('');
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  // Object URLs live as long as the picker: free them all when it unmounts.
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])].filter((f) => f.type.startsWith('image/') || f.type === '');
    const room = MAX_NEW_IMAGES - images.length;
    const accepted = picked.slice(0, Math.max(0, room));
    setNotice(
      picked.length > accepted.length
        ? `You can add ${MAX_NEW_IMAGES} photos at a time; ${picked.length - accepted.length} not added.`
        : '',
    );
    if (accepted.length) onChange([...images, ...accepted.map(newImage)]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (index: number) => {
    const image = images[index];
    if (image) URL.revokeObjectURL(image.url);
    onChange(images.filter((_, i) => i !== index));
    setNotice('Photo removed.');
  };

  return (
    <div className="sm:col-span-2">
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        JPEG, PNG or WebP. Photos are made smaller (at most 1200×1200) before upload. The first
        photo is the cover.
      </p>
      <label
        className={`mt-2 inline-flex cursor-pointer items-center gap-2 rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-strong has-focus-visible:ring-2 has-focus-visible:ring-accent has-focus-visible:ring-offset-2 has-disabled:cursor-not-allowed has-disabled:opacity-50`}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={disabled || images.length >= MAX_NEW_IMAGES}
          aria-describedby={`${inputId}-hint ${inputId}-status`}
          onChange={(e) => add(e.target.files)}
          className="sr-only"
        />
        <span aria-hidden>+</span> Add photos
      </label>
      <p
        id={`${inputId}-status`}
        aria-live="polite"
        className="mt-2 text-xs text-muted empty:hidden"
      >
        {notice}
        {images.length > 0 &&
          ` ${countText(images.length, 'new photo', 'new photos')} will be uploaded when you save.`}
      </p>
      {images.length > 0 && (
        <ol
          className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Photos to upload"
        >
          {images.map((image, index) => (
            <li
              key={image.key}
              data-testid="new-image"
              className="relative overflow-hidden rounded-xl border border-line bg-canvas"
            >
              <Image
                src={image.url}
                alt={`New photo ${index + 1}: ${image.file.name}`}
                width={240}
                height={240}
                unoptimized
                className="aspect-square w-full object-cover"
              />
              {index === 0 && existingCount === 0 && (
                <span className="absolute top-2 left-2 rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">
                  Cover
                </span>
              )}
              <div className="absolute inset-x-2 bottom-2 flex justify-between gap-1">
                <div className="flex gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(move(images, index, index - 1))}
                    aria-label={`Move photo ${index + 1} earlier`}
                  >
                    <span aria-hidden>←</span>
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    disabled={disabled || index === images.length - 1}
                    onClick={() => onChange(move(images, index, index + 1))}
                    aria-label={`Move photo ${index + 1} later`}
                  >
                    <span aria-hidden>→</span>
                  </button>
                </div>
                <button
                  type="button"
                  className={`${iconButton} text-danger`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={`Remove photo ${index + 1}`}
                >
                  <span aria-hidden>✕</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
