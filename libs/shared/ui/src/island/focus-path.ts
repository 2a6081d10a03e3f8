/** Where the focused element sits in `container` (each ancestor's index among its parent's children), or null when focus is elsewhere. */
export function focusPathIn(container: Element): number[] | null {
  const focused = container.ownerDocument.activeElement;
  if (!focused || focused === container || !container.contains(focused)) return null;
  const path: number[] = [];
  for (let node: Element = focused; node !== container; node = node.parentElement as Element) {
    path.unshift([...(node.parentElement?.children ?? [])].indexOf(node));
  }
  return path;
}

/** Focuses the element at `path` in `container` (as focusPathIn gave it), when there is one that takes focus. */
export function focusAtPath(container: Element, path: readonly number[]): void {
  let node: Element | undefined = container;
  for (const index of path) node = node?.children[index];
  if (node instanceof HTMLElement || node instanceof SVGElement) node.focus({ preventScroll: true });
}
