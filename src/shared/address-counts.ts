/** Counts open things (connections, sockets, rooms) per remote address: the LAN server's and the relay's limits share it. */
export class AddressCounts {
  private readonly counts = new Map<string, number>();

  /** How many `address` holds now. */
  of(address: string): number {
    return this.counts.get(address) ?? 0;
  }

  add(address: string): void {
    this.counts.set(address, this.of(address) + 1);
  }

  remove(address: string): void {
    const n = this.of(address) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }
}
