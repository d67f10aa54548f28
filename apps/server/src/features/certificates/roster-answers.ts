import { z } from 'zod';
import { TEAM_MEMBER_TYPES } from '@portal/domain/registration/lists';
import { STATUSES } from '@portal/domain/registration/status';
import { whole } from '@portal/domain/staff/answers';
import { fileAnswer } from '../../platform/answers/declare';

/** What a session's roster routes answer (roster-admin-routes.ts), as roster-admin.ts builds it. */
const RosterEntry = z.object({
  id: z.string().describe('The registration'),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  clinId: z.string().nullable(),
  status: z.enum(STATUSES),
  markedAt: z.date().nullable().describe('When attendance was marked; null while absent'),
  markedBy: z.string().nullable(),
  certificateId: z.string().nullable(),
  paid: z.boolean(),
  present: z.boolean(),
  teamMembers: z.array(z.object({ id: z.string(), type: z.enum(TEAM_MEMBER_TYPES), firstName: z.string(), lastName: z.string(), email: z.string() })),
});

export const RosterAnswer = z
  .object({
    data: z.array(RosterEntry),
    total: whole(),
    lettedInOffline: z
      .array(z.object({ registrationId: z.string(), name: z.string(), role: z.string(), scannedAt: z.date(), scannedBy: z.string() }))
      .describe('People a phone let in without network on a ticket no longer valid when its scans reached the server (cancelled during the outage): for staff to follow up'),
    refusedScans: z
      .array(
        z.object({
          registrationId: z.string(),
          name: z.string().describe("The ticket's holder"),
          role: z.string(),
          scannedAt: z.date().describe('The time the phone claimed for the scan'),
          scannedBy: z.string().describe('The staff member signed in on the phone'),
          receivedAt: z.date().describe('When the scan reached the server'),
        }),
      )
      .describe('Scans a phone sent with a time no check-in could have had (before the doors could open, or before the ticket was issued): refused, not counted as check-ins'),
  })
  .describe('Every registration of the session still on it (not cancelled or refunded in full), by name, with its team, payment, attendance and certificate; who was let in offline on a ticket no longer valid; and the scans refused for an impossible time')
  .meta({
    examples: [
      {
        data: [
          {
            id: 'Hq3wZ8pLk2VbN5tRy7uE0a',
            firstName: 'Maya',
            lastName: 'Chen',
            email: 'maya.chen@brightsmiles.example',
            clinId: 'CLN-48213',
            status: 'completed',
            markedAt: new Date('2027-06-05T13:42:17.000Z'),
            markedBy: 'Jordan Lee',
            certificateId: 'Ce9tW3kQ7vX2nP5mZ1bL8g',
            paid: true,
            present: true,
            teamMembers: [{ id: 'Tm4kQ9wX2pL7vB1nZ5rY8c', type: 'hygienist', firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@brightsmiles.example' }],
          },
          { id: 'Jx6nR1vK8wQ3mT5pZ9bL2e', firstName: 'Omar', lastName: 'Haddad', email: 'omar@haddad-dental.example', clinId: null, status: 'cart', markedAt: null, markedBy: null, certificateId: null, paid: false, present: false, teamMembers: [] },
        ],
        total: 2,
        lettedInOffline: [{ registrationId: 'Pk2vN8qW4xL6mT1rZ7bJ3c', name: 'Lena Park', role: 'registrant', scannedAt: new Date('2027-06-05T12:58:40.000Z'), scannedBy: 'Jordan Lee' }],
        refusedScans: [
          { registrationId: 'Hq3wZ8pLk2VbN5tRy7uE0a', name: 'Sam Ortiz', role: 'hygienist', scannedAt: new Date('2027-05-26T13:00:00.000Z'), scannedBy: 'Jordan Lee', receivedAt: new Date('2027-06-05T13:05:12.000Z') },
        ],
      },
    ],
  });

export const AttendanceAnswer = z
  .object({ registrationId: z.string(), present: z.boolean(), certificateId: z.string().nullable().describe('The certificate issued with the attendance; null when absent') })
  .describe('The registrant\'s attendance and certificate after the change');

export const RosterCsvAnswer = fileAnswer('text/csv', 'The roster as CSV (UTF-8 with a byte order mark): one line per registrant and per team member');
