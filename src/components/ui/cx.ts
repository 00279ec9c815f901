/**
 * Joins class names, skipping empty ones: for lists whose parts never set the same property.
 * Where a caller's class must override a default, use cn() (./cn.ts), which brings
 * tailwind-merge's engine (~4 kB gzip) to the page; components with classes of their own in
 * globals.css (buttons, badges) are overridden by any utility, with no merging.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ')
}
