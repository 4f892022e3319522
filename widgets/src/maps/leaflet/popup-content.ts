/**
 * Popup and label contents as DOM nodes with text, never HTML strings: Leaflet writes a string
 * popup as innerHTML, and party names and addresses come from users.
 */
export const popupContent = (title: string, rows: readonly (readonly [string, string])[]): HTMLElement => {
  const root = document.createElement('div');
  root.className = 'bo-map-popup';
  const heading = document.createElement('strong');
  heading.textContent = title;
  root.append(heading);
  const list = document.createElement('dl');
  for (const [label, value] of rows) {
    if (!value) continue;
    const term = document.createElement('dt');
    term.textContent = label;
    const detail = document.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  root.append(list);
  return root;
};

export const textLabel = (text: string): HTMLElement => {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
};
