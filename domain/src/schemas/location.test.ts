import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '../messages';
import { expectIssues, expectOnlyIssue, expectValid } from '../testing/expectIssues';
import { locationSchema } from './location';

const location = { street: '12 MG Road', landmark: 'Near Metro', state: 'Karnataka', city: 'Bengaluru', pincode: '560001' };

describe('locationSchema', () => {
  it('accepts a valid address', () => {
    expect(expectValid(locationSchema, location)).toEqual(location);
  });

  it("makes landmark optional ('' when missing) and turns a numeric pincode into a string", () => {
    const { landmark: _, ...rest } = location;
    expect(expectValid(locationSchema, { ...rest, pincode: 560001 })).toEqual({ ...rest, landmark: '', pincode: '560001' });
  });

  it.each([
    ['street missing', { street: '' }, 'street', 'Street is required'],
    ['state missing', { state: ' ' }, 'state', 'State is required'],
    ['city missing', { city: '' }, 'city', 'City is required'],
    ['pincode missing', { pincode: '' }, 'pincode', LOCATION_MESSAGES.pincodeRequired],
    ['pincode of 5 digits', { pincode: '56000' }, 'pincode', 'Pincode must be a 6-digit number'],
    ['pincode of 7 digits', { pincode: 5600011 }, 'pincode', LOCATION_MESSAGES.pincodeInvalid],
    ['pincode with letters', { pincode: '56O001' }, 'pincode', LOCATION_MESSAGES.pincodeInvalid],
  ])('%s', (_, override, path, message) => {
    expectOnlyIssue(locationSchema, { ...location, ...override }, path, message);
  });

  it('reports each field of an empty address', () => {
    expectIssues(
      locationSchema,
      {},
      {
        street: LOCATION_MESSAGES.streetRequired,
        state: LOCATION_MESSAGES.stateRequired,
        city: LOCATION_MESSAGES.cityRequired,
        pincode: LOCATION_MESSAGES.pincodeRequired,
      },
    );
  });
});
