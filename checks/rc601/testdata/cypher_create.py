# Cypher CREATE run by a Neo4j driver (checks/facts/cypher): a new node on
# every run; MERGE matches first.
from mcp.server.fastmcp import FastMCP
from neo4j import GraphDatabase

mcp = FastMCP("graph")
driver = GraphDatabase.driver("bolt://localhost:7687")


@mcp.tool()
def add_person(name: str) -> str:  # want: RC601
    with driver.session() as session:
        session.run("CREATE (p:Person {name: $name, id: randomUUID()})", name=name)
    return name


@mcp.tool()
def add_person_once(name: str) -> str:
    # MERGE on the name: a repeat finds the node it made
    with driver.session() as session:
        session.run("MERGE (p:Person {name: $name})", name=name)
    return name
