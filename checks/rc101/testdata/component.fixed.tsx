// Browser code (a React component): RC101 findings here are low, since a tab
// waits and no server resource is held (issue 21, severity by impact).
import { useEffect, useState } from 'react';
import axios from 'axios';

export function Items({ url }: { url: string }) {
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    fetch(url, { signal: AbortSignal.timeout(10_000) }) // want: RC101 low
      .then((r) => r.json())
      .then(setItems);
    const controller = new AbortController();
    fetch(url, { signal: controller.signal }).then(() => {});
    axios.get<string[]>(url, { timeout: 10_000 }).then((r) => setItems(r.data)); // want: RC101 low
    axios.get<string[]>(url, { timeout: 5000 });
    return () => controller.abort();
  }, [url]);
  return <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>;
}
