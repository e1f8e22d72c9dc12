/** The address block of the college and company forms. */
import { z } from 'zod';
import { LOCATION_MESSAGES as M } from '../messages';
import { optionalText, pincodeField, requiredText } from './fields';

export const locationSchema = z.object({
  street: requiredText(M.streetRequired),
  landmark: optionalText(),
  /** Free text with suggestions from INDIAN_STATES. */
  state: requiredText(M.stateRequired),
  city: requiredText(M.cityRequired),
  pincode: pincodeField(M.pincodeRequired, M.pincodeInvalid),
});
export type LocationInput = z.infer<typeof locationSchema>;

/** The location field of a parent form: a missing block reports each of its fields. */
export const locationField = locationSchema.prefault({} as z.input<typeof locationSchema>);
