// Every outbox operation of the site, registered: imported by whatever runs the outbox worker or reads rows
// for an operator (instrumentation.ts, scripts/outbox.ts), so a process delivers every kind even before any
// form route has been loaded. Each route also imports its own feature's module. The outbox core imports none
// of these: this file is where they meet.
import '@/lib/contact/outbox';
import '@/lib/mail/outbox';
import '@/lib/newsletter/outbox';
import '@/lib/register/outbox';
import '@/lib/review/report-mail';
