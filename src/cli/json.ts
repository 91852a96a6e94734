/**
 * One line of JSON for `--json` output. Bigints become numbers when they are safe integers and decimal strings
 * beyond that, so every value survives `JSON.parse` exactly.
 */
export function toJsonLine(value: unknown): string {
  return `${JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'bigint') return item;
    return item <= BigInt(Number.MAX_SAFE_INTEGER) && item >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(item) : item.toString();
  })}\n`;
}
