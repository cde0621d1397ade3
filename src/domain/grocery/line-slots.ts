/**
 * A small number for each line key, given once: a list is rebuilt on every change, and totalling
 * its sources in an array by number costs a fraction of looking every source's key up in a map
 * (two recipes' keys for one food are equal but distinct strings, compared character by character).
 *
 * Numbers hold within one generation. A build that finds more than `limit` keys numbered starts a
 * new generation, forgetting them all, so memory stays bounded; numbers kept from an older
 * generation must be taken again. Within a build the table only grows, so no number it holds
 * ever changes meaning.
 */
export class LineSlots {
  private readonly slots = new Map<string, number>();
  private generationCount = 0;

  constructor(private readonly limit: number) {}

  /** Which generation the numbers given now belong to. */
  get generation(): number {
    return this.generationCount;
  }

  /** Every number given in this generation is below it. */
  get size(): number {
    return this.slots.size;
  }

  /** The key's number, given now when it has none. */
  slotOf(key: string): number {
    let slot = this.slots.get(key);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(key, slot);
    }
    return slot;
  }

  /** The key's number, if it has one: for keys read rather than made, such as stored ticks. */
  find(key: string): number | undefined {
    return this.slots.get(key);
  }

  /** Called as a build starts, never during one: a full table starts a new generation. */
  startBuild(): void {
    if (this.slots.size < this.limit) return;
    this.slots.clear();
    this.generationCount += 1;
  }
}
