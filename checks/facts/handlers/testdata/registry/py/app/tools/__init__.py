from .kv import get_document, upsert_document

READ_TOOLS = [get_document]
WRITE_TOOLS = [upsert_document]
ALL_TOOLS = READ_TOOLS + WRITE_TOOLS
