/**
 * JSON that can sit inside a <script type="application/json"> element: no `<` can start `</script>` or `<!--`,
 * and the two line separators JavaScript once refused are escaped too. JSON.parse reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
