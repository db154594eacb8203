# Sequential per-item loops inside one try whose except returns only an error.


class Zendesk:
    def __init__(self, client):
        self.client = client

    def get_all_articles(self):
        try:
            sections = self.client.help_center.sections()
            kb = {}
            for section in sections:
                articles = self.client.help_center.sections.articles(section.id)  # want: RC602
                kb[section.name] = [a.title for a in articles]
            return kb
        except Exception as e:
            raise Exception(f"Failed to fetch knowledge base: {e}")

    def health(self):
        try:
            infos = []
            for index in self.client.get_indexes():
                stats = self.client.index(index.uid).get_stats()  # want: RC602
                infos.append({"uid": index.uid, "docs": stats["numberOfDocuments"]})
            return {"healthy": True, "indexes": infos}
        except Exception as e:
            return {"healthy": False, "error": str(e)}

    async def details(self, ids):
        try:
            out = []
            for i in ids:
                out.append(await self.session.fetch_detail(i))  # want: RC602
            return out
        except Exception:
            return None

    # Clean: a try per item keeps the other items.
    def search_all(self, query):
        results = {}
        try:
            for index in self.client.get_indexes():
                try:
                    results[index.uid] = index.search(query)
                except Exception as e:
                    results[index.uid] = {"error": str(e)}
            return results
        except Exception as e:
            raise RuntimeError(str(e))

    # Clean: the handler returns what was gathered.
    def partial(self, ids):
        done = []
        try:
            for i in ids:
                done.append(self.client.get_item(i))
        except Exception as e:
            return {"items": done, "error": str(e)}
        return {"items": done}

    # Clean: the handler only logs; the code after the try returns the items gathered.
    def logged(self, ids):
        done = []
        try:
            for i in ids:
                done.append(self.client.get_item(i))
        except Exception as e:
            print(e)
        return done

    # Clean: local work per item (no client).
    def render(self, rows):
        try:
            lines = []
            for row in rows:
                lines.append(format_row(row))
            return "\n".join(lines)
        except ValueError as e:
            raise RuntimeError(str(e))

    # No try: the first failed write leaves the function; the writes already made are not reported.
    async def create_all(self, tickets):
        created = []
        for t in tickets:
            created.append(await self.client.create_ticket(t))  # want: RC602
        return {"created": created}

    # Clean: reads with no try.
    def fetch_all(self, ids):
        out = []
        for i in ids:
            out.append(self.client.get_item(i))
        return out


class Exchange:
    def __init__(self, exchange):
        self.exchange = exchange

    async def cancel_order(self, coin, oid):
        """Cancel one order; a failure becomes this order's answer."""
        try:
            result = self.exchange.cancel(coin, oid)
            return {"success": True, "result": result}
        except Exception as e:
            return {"success": False, "error": type(e).__name__}

    async def cancel_order_raising(self, coin, oid):
        try:
            return {"success": True, "result": self.exchange.cancel(coin, oid)}
        except Exception as e:
            raise RuntimeError("cancel failed") from e

    # Clean: the per-item helper answers every failure itself.
    async def cancel_all(self, orders):
        try:
            results = []
            for order in orders:
                results.append(await self.cancel_order(order["coin"], order["oid"]))
            return {"results": results}
        except Exception as e:
            return {"error": "cancel_all failed"}

    # The twin: a helper that raises ends the loop.
    async def cancel_all_raising(self, orders):
        try:
            results = []
            for order in orders:
                results.append(await self.cancel_order_raising(order["coin"], order["oid"]))  # want: RC602
            return {"results": results}
        except Exception as e:
            return {"error": "cancel_all failed"}
