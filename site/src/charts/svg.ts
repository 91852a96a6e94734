// The few SVG helpers the playground's charts share. Every colour comes from style.css through a class, so the
// charts follow the light and dark schemes like the rest of the page.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with attributes (numbers are written as they are) and optional text. */
export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | number> = {},
  text?: string,
): SVGElementTagNameMap[K] {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * A round step for axis ticks: 1, 2 or 5 times a power of ten, at least `rough` (and at least 1: heap numbers and
 * Grundy values are whole).
 */
export function niceStep(rough: number): number {
  if (!(rough > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= rough) return factor * power;
  return 10 * power;
}

/** `1,234` for readers; heap numbers run to the tens of thousands. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}
