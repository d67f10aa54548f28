import { z } from 'zod';
import { ATTENDANCE_OUTCOMES } from '@portal/domain/certificates/certificates';
import { fileAnswer } from '../../platform/answers/declare';

/** The public certificate routes and the token API (routes.ts), as service.ts and attendance.ts build them. */
export const CertificateListAnswer = z
  .object({
    certificates: z.array(z.object({
      id: z.string(),
      title: z.string(),
      date: z.string().describe('The course\'s date, formatted for the request\'s locale.'),
      ceHours: z.number(),
      certificateUrl: z.string(),
      letterUrl: z.string().describe('The attendance verification letter (AGD form).'),
    })),
  })
  .describe('The certificates issued to the address: course and date only, no name or other personal data (none found answers 404).')
  .meta({
    examples: [{
      certificates: [{
        id: 'Vd3pQ8sTz1LmK6nXw0RbYg', title: 'Clear-Aligner Fundamentals', date: 'March 13, 2027', ceHours: 7,
        certificateUrl: '/api/certificate/jane.doe%40example.com/Vd3pQ8sTz1LmK6nXw0RbYg/certificate.pdf',
        letterUrl: '/api/certificate/jane.doe%40example.com/Vd3pQ8sTz1LmK6nXw0RbYg/letter.pdf',
      }],
    }],
  });

export const CertificateFileAnswer = fileAnswer('application/pdf', 'The certificate or its attendance letter, as a PDF attachment.');

export const VerificationAnswer = z
  .union([
    z.object({ code: z.string(), anonymised: z.literal(false).optional(), name: z.string(), title: z.string(), date: z.string(), ceHours: z.number() }),
    z.object({ code: z.string(), anonymised: z.literal(true).describe('The holder\'s personal data was erased: the certificate exists and names nobody.') }),
  ])
  .describe('The certificate the code belongs to: who earned it, for which course and when (an unknown code answers 404).')
  .meta({ examples: [{ code: 'K7QF-2M9X-PD4T-8WNR', name: 'Jane Doe', title: 'Clear-Aligner Fundamentals', date: 'March 13, 2027', ceHours: 7 }] });

export const AttendanceAnswer = z
  .object({
    results: z.array(z.object({
      email: z.string(),
      outcome: z.enum(ATTENDANCE_OUTCOMES),
      registrationId: z.string().optional().describe('The registration marked (absent when none was found).'),
    })).describe('One outcome per e-mail, in the order given.'),
  })
  .describe('Who was marked as attending (their certificates are issued), and why the others were not.')
  .meta({
    examples: [{
      results: [
        { email: 'jane.doe@example.com', outcome: 'marked', registrationId: 'q3Vb8XkR2mTz9LwYp0aF4g' },
        { email: 'sam.lee@example.com', outcome: 'not_registered' },
      ],
    }],
  });
