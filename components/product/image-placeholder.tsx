import { ImageIcon } from '@/components/ui/icons';

/** A neutral tile for a product or category without a photo. */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <span className="flex size-full flex-col items-center justify-center gap-2 bg-[linear-gradient(135deg,#f3ede3,#e7e0d6)] p-4 text-center text-muted">
      <ImageIcon className="size-8 opacity-60" />
      <span className="text-sm font-medium">{label}</span>
    </span>
  );
}
