/** Text as it may stand in a mail's HTML: staff and members type the titles and names mails show. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
