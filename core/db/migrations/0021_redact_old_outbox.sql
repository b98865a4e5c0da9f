-- docs/decisions/045-secrets-out-of-the-outbox.md: mail written before the markers kept its links
-- and codes as sent. Mail already sent, failed or kept loses its text, HTML and any six-digit code
-- in its subject; mail still pending is sent first, as written (it is seconds old).
UPDATE "mail_outbox"
SET "text" = '', "html" = NULL, "subject" = regexp_replace("subject", '[0-9]{6}', '······', 'g')
WHERE "status" <> 'pending' AND position('mailsecret_' in "text") = 0;
