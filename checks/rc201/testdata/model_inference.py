# sentence-transformers runs the model on the calling thread: encode() and
# CrossEncoder.predict() are plain synchronous methods, so an async handler
# that calls them holds the event loop for the whole inference (seconds for
# a batch on CPU). Rows: libmodels/data/sdks-lib33.yml (kind local, blocks:
# true).
import asyncio

from sentence_transformers import CrossEncoder, SentenceTransformer

model = SentenceTransformer("all-MiniLM-L6-v2")
reranker = CrossEncoder("cross-encoder/ms-marco-MiniLM-L-6-v2")


async def embed(texts: list[str]):
    return model.encode(texts)  # want: RC201


async def rerank(query: str, docs: list[str]):
    return reranker.predict([(query, d) for d in docs])  # want: RC201


class Embedder:
    def __init__(self, name: str):
        self.model = SentenceTransformer(name)

    async def embed(self, text: str):
        return self.model.encode(text)  # want: RC201

    # Clean look-alikes: the inference runs in a worker thread, or in a sync
    # function (a thread of the caller's).
    async def embed_off_loop(self, text: str):
        return await asyncio.to_thread(self.model.encode, text)

    def embed_sync(self, text: str):
        return self.model.encode(text)


async def dimension():
    return model.get_sentence_embedding_dimension()  # a property read, no inference
