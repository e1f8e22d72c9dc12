/**
 * An iCalendar (RFC 5545) invite of one event, as calendar programs accept it from a mail:
 * METHOD REQUEST for an invite or a change (the same UID, a higher SEQUENCE), CANCEL for a
 * cancellation. Times are written in UTC, which needs no VTIMEZONE.
 */
import { BRAND_NAME } from './constants';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendees: readonly IcsPerson[];
}

/** 20261207T050000Z */
export const icsTime = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const icsText = (text: string): string =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A parameter value: quoted, without the characters a quoted value may not hold. */
const paramText = (text: string): string => `"${text.replace(/["\r\n]/g, '')}"`;

/** Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const person = (property: string, params: string, who: IcsPerson) =>
  `${property};CN=${paramText(who.name || who.email)}${params}:mailto:${who.email}`;

/** The whole calendar object, CRLF line ends, folded. */
export function buildIcs(event: IcsEvent): string {
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND_NAME}//Interviews//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    person('ORGANIZER', '', event.organizer),
    ...event.attendees.map((who) => person('ATTENDEE', ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE', who)),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The attachment a mail carries the invite in (nodemailer's shape, which Trigger Email passes through). */
export const icsAttachment = (event: IcsEvent) => ({
  filename: 'invite.ics',
  content: buildIcs(event),
  contentType: `text/calendar; charset=utf-8; method=${event.method}`,
});
