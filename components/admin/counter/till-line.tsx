'use client';

// One line of the bill: photo, name and price, the size chooser with each size's stock (native
// radios: arrow keys and one tab stop), the quantity stepper, Remove, and the line's discount.
import { ProductThumb } from '@/components/admin/product-thumb';
import { formatPrice, paiseToString } from '@/lib/shared/money';
import type { BillLine } from '@/lib/shared/counter/bill';
import type { DraftLine } from '@/lib/browser/counter/sale-draft';
import { DiscountEditor } from './discount-editor';
import { maxQty, type Till } from './use-till';

const stepClass =
  'inline-flex size-11 items-center justify-center rounded-md border border-line bg-surface text-lg font-semibold disabled:opacity-40';

export function TillLine({
  line,
  billLine,
  problem,
  till,
}: {
  line: DraftLine;
  billLine: BillLine | undefined;
  problem: string | undefined;
  till: Pick<Till, 'editLine' | 'removeLine'>;
}) {
  const { product } = line;
  const most = maxQty(line);
  const name = product.name;
  return (
    <li className="space-y-3 rounded-lg border border-line bg-surface p-3" data-line={line.id}>
      <div className="flex gap-3">
        <ProductThumb src={product.photo} alt="" size={56} />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{name}</p>
          <p className="text-sm text-muted">
            #{product.id} · {formatPrice(product.price)}
            {product.regularPrice && (
              <>
                {' '}
                <s>{formatPrice(product.regularPrice)}</s>
              </>
            )}
          </p>
        </div>
        <button
          type="button"
          onClick={() => till.removeLine(line.id)}
          className="self-start text-sm font-medium text-danger underline-offset-2 hover:underline"
          aria-label={`Remove ${name}`}
        >
          Remove
        </button>
      </div>
      {product.sizes.length > 0 && (
        <fieldset>
          <legend className="text-sm font-medium">
            Size of {name}
            {!product.perSize && (
              <span className="font-normal text-muted"> ({product.stock} in stock)</span>
            )}
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {product.sizes.map(({ size, stock }) => (
              <label
                key={size}
                className="flex min-h-11 min-w-14 cursor-pointer flex-col items-center justify-center rounded-md border border-line px-2 text-sm has-checked:border-brand has-checked:bg-brand/5 has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:ring-2 has-focus-visible:ring-brand"
              >
                <input
                  type="radio"
                  name={`size-${line.id}`}
                  value={size}
                  checked={line.size === size}
                  disabled={product.perSize && stock <= 0 && line.size !== size}
                  onChange={() =>
                    till.editLine(line.id, {
                      size,
                      qty: Math.min(line.qty, maxQty({ product, size })),
                    })
                  }
                  className="sr-only"
                />
                <span className="font-semibold">{size}</span>
                {product.perSize && <span className="text-xs text-muted">{stock} left</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2" role="group" aria-label={`Quantity of ${name}`}>
          <button
            type="button"
            className={stepClass}
            disabled={line.qty <= 1}
            onClick={() => till.editLine(line.id, { qty: line.qty - 1 })}
            aria-label={`One less ${name}`}
          >
            −
          </button>
          <output aria-live="polite" className="w-8 text-center text-base font-semibold">
            {line.qty}
          </output>
          <button
            type="button"
            className={stepClass}
            disabled={line.qty >= most}
            onClick={() => till.editLine(line.id, { qty: line.qty + 1 })}
            aria-label={`One more ${name}`}
          >
            +
          </button>
        </div>
        {billLine && (
          <p className="text-right text-sm">
            {billLine.discountPaise > 0 && (
              <s className="mr-2 text-muted">{formatPrice(paiseToString(billLine.grossPaise))}</s>
            )}
            <span className="font-semibold">{formatPrice(paiseToString(billLine.netPaise))}</span>
          </p>
        )}
      </div>
      <DiscountEditor
        value={line.discount}
        onChange={(discount) => till.editLine(line.id, { discount })}
        label={`Discount on ${name}`}
        finalHint="one piece"
        problem={problem && problem !== 'Choose a size.' ? problem : null}
      />
      {problem === 'Choose a size.' && (
        <p className="text-sm text-danger">Choose a size of {name}.</p>
      )}
    </li>
  );
}
