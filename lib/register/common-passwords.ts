// Registration refuses the most common passwords, checked on the server only: the list is
// zxcvbn-ts' common-password dictionary (tens of thousands of entries from breach corpora), far too big for a
// page. The form's own rules (8–20 letters and digits with a capital, a lowercase letter and a digit) still
// let "Password1" and "Qwerty123" through; the list is lower-case, so the comparison ignores case.

let common: Promise<ReadonlySet<string>> | undefined;

function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}
