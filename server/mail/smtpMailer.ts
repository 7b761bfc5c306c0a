// Outgoing mail through the SMTP server CRM_SMTP_URL names (nodemailer): invitations and address confirmations.
import nodemailer from 'nodemailer';
import type { Mailer } from '../domain/team/teamAccess.ts';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
