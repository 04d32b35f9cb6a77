/**
 * Keeps one `<title>` in the head when the client draws the first screen afresh. The page arrives
 * with a title (the shell's, or a prerendered screen's), and React 19 adds the screen's own beside
 * it instead of taking it over (every signed-in page opened afresh showed both). So the arrived
 * title goes the moment a second one appears: the head is never without a title, and two
 * never outlive the mutation that added the second. Should React take the title over instead (it
 * then writes the screen's name into it), the title is left to React and the watch ends.
 */
export function keepOneTitle(head: HTMLHeadElement = document.head): void {
  const arrived = head.querySelector('title');
  if (!arrived) return;
  const name = arrived.text;
  const watch = new MutationObserver(() => {
    if (!arrived.isConnected || arrived.text !== name) {
      watch.disconnect();
      return;
    }
    if (head.querySelectorAll('title').length > 1) {
      arrived.remove();
      watch.disconnect();
    }
  });
  watch.observe(head, { childList: true, subtree: true, characterData: true });
}
