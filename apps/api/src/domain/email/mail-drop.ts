import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { syncFolder } from '../../lib/durable-files';

export type MailDropEmail = { id: string; from: string; to: string; subject: string; text: string };

/**
 * Without SMTP, each email becomes an RFC 822 file (`<time>-<outbox id>.eml`, which any mail client
 * opens) in the mail folder. It is written to a temporary name, flushed to disk and renamed, so a
 * reader never sees half a message and the outbox marks it sent only once it is really there.
 */
export const createMailDrop = (folder: string) => {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let folderReady: Promise<unknown> | undefined;

  return async (email: MailDropEmail) => {
    folderReady ??= mkdir(folder, { recursive: true, mode: 0o700 });
    await folderReady;
    const { id, ...message } = email;
    const { message: raw } = (await composer.sendMail(message)) as { message: Buffer };
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`;
    const temporary = path.join(folder, `.${name}.tmp`);
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(raw);
      await file.sync();
    } catch (error) {
      await file.close();
      await rm(temporary, { force: true });
      throw error;
    }
    await file.close();
    await rename(temporary, path.join(folder, name));
    // The name is the email's existence: it must outlive a power loss before the row is marked sent.
    await syncFolder(folder);
    return name;
  };
};
