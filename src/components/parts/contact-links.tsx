import React from "react";
import { phoneText, telHref } from "../../lib/format";

type Props = {
  className: string;
  /** Shown before the address or number (an icon). */
  icon?: React.ReactNode;
};

/** A link that writes an e-mail to `email`, showing the address. */
export function MailLink({ email, className, icon }: Props & { email: string }) {
  return (
    <a className={className} href={`mailto:${email}`}>
      {icon}
      {email}
    </a>
  );
}

/** A link that calls `phone`, showing the number as people write it. */
export function PhoneLink({ phone, className, icon }: Props & { phone: string }) {
  return (
    <a className={className} href={telHref(phone)}>
      {icon}
      {phoneText(phone)}
    </a>
  );
}
