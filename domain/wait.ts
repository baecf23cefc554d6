/** "1 minute", "5 minutes": a wait in the English of the API's messages (screens translate them with plurals). */
export function waitDuration(count: number, unit: 'second' | 'minute'): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
