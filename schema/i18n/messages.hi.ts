// The server's own messages in Hindi, keyed by their exact English text. Both sides read this:
// the server answers in Hindi when asked (Accept-Language: hi) and the admin translates its own
// form rules, which share these texts (schema/userMessages.ts), through the same table.

/** Fixed messages: English text -> Hindi. */
export const HINDI_MESSAGES: Readonly<Record<string, string>> = {
  'Not Found.': 'नहीं मिला।',
  'Unauthenticated.': 'साइन इन नहीं है।',
  'This action is unauthorized.': 'आपको यह करने की अनुमति नहीं है।',
};

/** Messages that carry values: the whole English message as a pattern, its Hindi with $1, $2... */
export const HINDI_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^Too many attempts\. Try again in (\d+) seconds\.$/, 'बहुत अधिक प्रयास। $1 सेकंड बाद फिर से प्रयास करें।'],
];
