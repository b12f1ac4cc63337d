/** Saves JSON as a file on the phone: a Blob behind a temporary link with `download`. */
export function saveFile(data: unknown, name: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
