import type { Request } from 'express';

/** The uid of the admin deleting (a trash entry's deletedBy). */
export const deletedByOf = (req: Request): string => req.caller?.uid ?? 'unknown';
