/** A node id's number, or -1 (finds nothing) for anything that is not a 32-bit positive id. */
export const nodeId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);
