import { contactLeadSchema } from '@portal/domain/leads/contact-lead';
import { CONSENT_TEXT_VERSION } from '@portal/domain/privacy/consent';
import type { TagDocs } from './route-doc';

/** The public API: what the portal's pages call, and the token API for automation. */
export const PUBLIC_TAGS: TagDocs[] = [
  {
    name: 'Site',
    description: 'The portal\'s settings, terms and the XSRF token browsers echo on writes.',
    routes: {
      'GET /api/csrf': 'Get an XSRF token (also set as the XSRF-TOKEN cookie) to echo in X-XSRF-TOKEN on writes',
      'GET /api/site-config': 'Read the public site settings (hosts of the external links, referrer domains)',
      'GET /api/tc': 'Read the terms and conditions in the request\'s locale',
    },
  },
  {
    name: 'Schedule',
    description: 'Upcoming live sessions and on-demand courses.',
    routes: {
      'GET /api/events/': 'List upcoming sessions with the filters the schedule page offers (course, modality, country, state, city)',
      'GET /api/enrolment/{registrationId}/calendar.ics': 'Download a registration\'s session as a calendar event',
    },
  },
  {
    name: 'Registration',
    description: 'The registration funnel: availability, registering, resuming, codes, the waiting list and the confirmation.',
    routes: {
      'GET /api/availability/': 'Read the default seat availability (no session given)',
      'GET /api/availability/{campaignId}': 'Read a session\'s seat availability (optionally holding a seat)',
      'GET /api/registration/courses': 'List the on-demand courses one can register for',
      'POST /api/register/': 'Register for a session or course (the session decides the rest of the body)',
      'POST /api/dso-codes/verify': { summary: 'Check a DSO organisation\'s code', example: { code: 'SMILEDSO2026' } },
      'GET /api/provider/id/': 'Look up a provider record without an id (answers null)',
      'GET /api/provider/id/{id}': 'Look up a provider record by its id (campaign links)',
      'GET /api/provider/email/': 'Look up a registration to resume without an e-mail (answers null)',
      'GET /api/provider/email/{email}': 'Send a link to resume a registration to this e-mail address',
      'POST /api/registration/resume': 'Exchange a resume link\'s token for the registration to continue',
      'POST /api/waiting-list/': 'Join the waiting list of a sold-out session',
      'GET /api/confirmation/{id}': 'Read a registration\'s confirmation (\'All Set!\' page): the user ID and the course, nothing personal',
      'GET /api/confirmation/{id}/details': 'Read the registrant\'s own part of the \'All Set!\' page (name, e-mail address, receipt, door tickets): only for the browser that paid (the payment\'s `paid_registration` cookie, 30 minutes), 403 anywhere else',
      'POST /api/confirmation/{id}/my-registration-link': 'Make a new link to a complete registration\'s own page from its \'All Set!\' page: its address to the browser that paid (the payment\'s `paid_registration` cookie, 30 minutes), e-mailed to the registrant otherwise (409 before it is complete, 410 once cancelled or refunded; the older links keep working)',
      'POST /api/my-registrations': { summary: 'E-mail links to every registration of an address (\'Find my registrations\'); older links stop working', example: { email: 'jane.doe@example.com' } },
      'GET /api/my-registration/{token}': 'Read a registration from its e-mailed link (\'My registration\' page)',
      'POST /api/my-registration/{token}/cancel': {
        summary: 'Cancel the registration and get back what the page said (the session\'s policy decides again: 409 when the terms changed or it is too late); the refund through the payment provider with its credit note, then the seats back; answers the page as it reads now',
        example: { expectedRefundCents: 149500 },
      },
      'GET /api/my-registration/{token}/evaluation': 'Read the registration\'s course evaluation: where it stands and, once attendance is marked and until answered, the attended course\'s questions in the reader\'s language',
      'POST /api/my-registration/{token}/evaluation': {
        summary: 'Answer the course evaluation, once per registration (checked against the course\'s questions now: 400 for an unknown id, a rating out of 1-5 or an over-long text; 409 before attendance, once cancelled or refunded, or a second time); emits `evaluation.received`',
        example: { answers: { objectives_met: 5, instructor_knowledge: 5, instructor_clarity: 4, relevance_to_practice: 4, commercial_bias: { answer: false }, what_to_change: 'More cases.' } },
      },
      'GET /api/my-registration/{token}/transcript.pdf': 'Download the CE transcript of the registration\'s e-mail address (every registration of it, whatever its case): each course attended and certified by date with its CE hours, AGD subject code and certificate verification code, the hours per subject code and overall, and the company\'s recognition statements when configured; optional `from`/`to` days list only that period (400 when `from` is after `to`); the reader\'s locale; 410 for an unknown, revoked or expired link',
      'GET /api/my-registration/{token}/sessions': 'List the sessions the registration may move to now (same course, free seats for the registrant and their team, changes still open)',
      'POST /api/my-registration/{token}/move': {
        summary: 'Move the registration to another session of the same course (seats, door tickets and the waiting list in one transaction), a cheaper one refunding the difference with a credit note; a dearer one answers 409 (its difference is paid first: move-hold, then move-payment); answers the page as it reads now',
        example: { sessionId: 'riYq_FCdlx8XAwtXpBfZIw' },
      },
      'POST /api/my-registration/{token}/move-hold': {
        summary: 'Hold the seats of a dearer session for the registration while it pays the difference (20 minutes; the server decides the amount); an earlier hold is given back',
        example: { sessionId: 'riYq_FCdlx8XAwtXpBfZIw' },
      },
      'POST /api/my-registration/{token}/move-payment': {
        summary: 'Pay a held dearer move\'s difference with a card token of the checkout\'s provider and an idempotency key (202 when the bank asks the cardholder to authenticate: send the same request again after), then move; or a difference staff left due on a move (`holdId`: the page\'s `differenceDue.moveId`; the server says what is left); answers the page as it reads now',
        example: { holdId: 'riYq_FCdlx8XAwtXpBfZIw', paymentToken: 'tok_sandbox_0123456789abcdef', idempotencyKey: 'b7c1f2a4d9e84f36a0c5' },
      },
      'PUT /api/my-registration/{token}/team': {
        summary: 'Replace or add team members (the whole team as it should be; removing is not offered), within the session\'s team seats and until its changes cut-off; answers the page as it reads now',
        example: { teamMembers: [{ type: 'hygienist', email: 'ana.lopez@example.com', firstName: 'Ana', lastName: 'Lopez' }] },
      },
      'GET /api/tickets/{token}/{file}': 'Download a door ticket\'s QR code (qr.svg, qr.png) or its one-page PDF (ticket.pdf)',
      'POST /api/reminders/unsubscribe': 'Stop the reminder e-mails of an unfinished registration',
    },
  },
  {
    name: 'Questionnaire',
    description: 'The registration\'s objectives questionnaire and quiz.',
    routes: {
      'POST /api/objectives/': 'Save the answers to the learning objectives questionnaire',
      'GET /api/quiz/{id}': 'Read a quiz (questions and choices, never the answers)',
      'POST /api/quiz/': 'Submit a quiz; the server grades it',
    },
  },
  {
    name: 'E-learning',
    description: 'The registrant\'s SCORM modules.',
    routes: {
      'GET /api/scorm-modules/{id}': 'List a registration\'s modules with their saved state',
      'PATCH /api/scorm-modules/update': 'Save a module\'s progress (SCORM runtime data)',
    },
  },
  {
    name: 'Payments',
    description: 'The cart, coupons and paying; the payment provider\'s events.',
    routes: {
      'GET /api/cart/{id}': 'Read a registration\'s cart: prices, tax and total, decided by the server',
      'POST /api/coupon/': 'Apply a coupon code to a cart',
      'POST /api/payment/': 'Pay a cart with a provider\'s card token (202 when the bank asks for 3-D Secure)',
      'GET /api/payment/config': 'Read the payment provider\'s browser settings',
      'POST /api/payments/sandbox/tokenize': 'Sandbox provider only: turn test card details into a token',
      'POST /api/payments/sandbox/authenticate': 'Sandbox provider only: complete the 3-D Secure step',
      'POST /api/webhooks/{provider}': {
        summary: 'Receive the payment provider\'s signed events (paid, failed, refunded)',
        description: 'Called by the payment provider, not by browsers: the body must carry the provider\'s signature (Stripe-Signature for Stripe); an unsigned or forged event is refused with 400 and changes nothing.',
      },
      'GET /api/my-registration/{token}/receipts/{file}': 'Download a receipt or credit note of the registration whose page the token opens, as PDF',
      'GET /api/confirmation/{id}/receipts/{file}': 'Download the payment receipt from the \'All Set!\' page, as PDF: only for the browser that paid (its `paid_registration` cookie), 403 anywhere else',
    },
  },
  {
    name: 'Certificates',
    description: 'Certificates of attendance and their public verification.',
    routes: {
      'GET /api/certificate/{email}': 'List the certificates issued to an e-mail address',
      'GET /api/certificate/{email}/{certificateId}/{file}': 'Download a certificate or its attendance letter as PDF',
      'GET /api/verify/{code}': 'Verify a certificate by the code printed on it',
    },
  },
  {
    name: 'Token API',
    description: 'For automation: authenticated with a personal API token (Authorization: Bearer), never a browser session; no XSRF token.',
    routes: {
      'POST /api/attendance': {
        summary: 'Mark who attended a session, issuing their certificates',
        description: 'Acts as the token\'s owner, whose role must allow marking attendance; an educator\'s token only at the sessions linked to them as presenter (another answers 404, as an unknown session). Answers one outcome per e-mail (marked, marked_before_start, already_marked, not_registered, not_paid, refunded). Refused (409) more than two hours before a live session starts; in those two hours the person is marked present (marked_before_start) and certified once the session starts.',
        security: [{ apiToken: [] }],
        example: { offeringId: 'Zm9vYmFyYmF6cXV4cXV1eA', emails: ['jane.doe@example.com', 'sam.lee@example.com'], markedBy: 'Door scanner, room B' },
      },
    },
  },
  {
    name: 'Privacy',
    description: 'Consent for tracking (Law 25, PIPEDA): each decision is kept with the text shown and its version.',
    routes: {
      'POST /api/consents': {
        summary: 'Record a visitor\'s tracking choices (the banner or the cookie settings) and set the consent cookie',
        description: 'The server keeps the time, the page, the locale, the exact text shown (from the catalog of the request\'s locale) and its version. The consent id comes from the consent cookie the server set earlier, so a change of mind is linked to the earlier decision and lists the categories it withdraws. A textVersion other than the current one is refused with 409: the page must be reloaded to show the current text.',
        example: { choices: { measurement: true, marketing: false }, sourcePage: '/provider/why-the-system', textVersion: CONSENT_TEXT_VERSION },
      },
      'POST /api/privacy-requests': {
        summary: 'Ask for a copy, a correction or the erasure of one\'s personal information (202; a confirmation link is e-mailed)',
        description: 'The answer is the same whether or not the portal holds anything about the address. The request is acted on once confirmed from the mailbox; the 30-day deadline counts from receipt.',
        example: { kind: 'access', email: 'someone@example.com', details: '' },
      },
      'POST /api/privacy-requests/confirm': 'Confirm a privacy request with the token of its e-mailed link (404 for an unknown or used link)',
    },
  },
  {
    name: 'Leads',
    description: 'Forms that reach the sales team.',
    routes: {
      'POST /api/contact-us/': {
        summary: 'Send the contact-us form',
        description: 'The fields are checked per locale (\'New graduate\' is offered in English only).',
        body: contactLeadSchema('en'),
        example: {
          firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.com', phone: '215-555-0143', country: 'US', zip: '19107',
          state: 'PA', city: 'Philadelphia', howCanWeHelp: 'become_provider', professionalCategory: 'GP', professionalSubCategory: 'private_practice',
        },
      },
      'POST /api/scanner-trial/leads': 'Ask the scanner specialists for more information',
      'POST /api/go-digital-offer': 'Answer the scanner trial\'s go-digital offer for a registration',
      'POST /api/university-form/': 'Register a university program',
      'GET /api/brochure.pdf': 'Download the program brochure in the request\'s locale',
    },
  },
];
